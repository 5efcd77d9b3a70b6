import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { catalogQueryKeys } from '../../../../contract/catalog-view';
import { reviewEndpoints } from '../../../../contract/endpoints/reviews';
import { invalidateSoulEvolution } from '../../../lib/invalidate-soul-evolution';
import { callApi } from '../../../lib/request';

/** Under the product's key: refreshing the product refreshes its reviews too. */
export const productReviewsQuery = (productId: number) =>
  queryOptions({
    queryKey: [...catalogQueryKeys.product(productId), 'reviews'],
    queryFn: () => callApi(reviewEndpoints.list, { id: productId }),
  });

/** Loads after hydration (the drawn page has no reviews): the answer depends on who is asking. */
export const useProductReviews = (productId: number) => useQuery(productReviewsQuery(productId));

/** A change to a review of this product: afterwards the product (its rating figure) and its reviews reload. */
export function useReviewMutation<Variables>(productId: number, request: (variables: Variables) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogQueryKeys.product(productId) }),
        invalidateSoulEvolution(queryClient),
      ]),
  });
}
