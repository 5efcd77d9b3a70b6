import { apiRequest } from '../../../lib/request';
import { useReviewMutation } from './get-product-reviews';

/** DELETE /api/reviews/{id}: the author's own review. */
export const useDeleteReview = (productId: number) =>
  useReviewMutation(productId, (id: number) => apiRequest('DELETE', `/api/reviews/${id}`));
