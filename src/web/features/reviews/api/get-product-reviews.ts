import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogQueryKeys } from '../../../../contract/catalog-view';
import { reviewEndpoints } from '../../../../contract/endpoints/reviews';
import { callApi } from '../../../lib/request';

/** Under the product's key: refreshing the product refreshes its reviews too. */
export const productReviewsQuery = (productId: number) =>
  queryOptions({
    queryKey: [...catalogQueryKeys.product(productId), 'reviews'],
    queryFn: () => callApi(reviewEndpoints.list, { id: productId }),
  });

/**
 * Loads after hydration (the drawn page has no reviews), once `wanted`: the answer depends on who is asking, and the
 * product page asks when the section comes near the screen.
 */
export const useProductReviews = (productId: number, wanted = true) =>
  useQuery({ ...productReviewsQuery(productId), enabled: wanted });
