import { reviewEndpoints } from '../../../../contract/endpoints/reviews';
import { callApi } from '../../../lib/request';
import { useReviewMutation } from './review-mutation';

/** The author deletes their own review. */
export const useDeleteReview = (productId: number) =>
  useReviewMutation(productId, (id: number) => callApi(reviewEndpoints.remove, { id }));
