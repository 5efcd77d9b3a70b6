import type { Review, UpdateReviewRequest } from '../../../../contract/reviews';
import { apiJson } from '../../../lib/request';
import { useReviewMutation } from './get-product-reviews';

/** PATCH /api/reviews/{id}: the author's own review. */
export const useUpdateReview = (productId: number) =>
  useReviewMutation(productId, ({ id, changes }: { id: number; changes: UpdateReviewRequest }) =>
    apiJson<Review>('PATCH', `/api/reviews/${id}`, changes),
  );
