import type { ReplyToReviewRequest, Review } from '../../../../contract/reviews';
import { apiJson } from '../../../lib/request';
import { useReviewMutation } from './get-product-reviews';

/** POST /api/reviews/{id}/reply: the creator's one answer. */
export const useReplyToReview = (productId: number) =>
  useReviewMutation(productId, ({ id, body }: { id: number; body: ReplyToReviewRequest }) =>
    apiJson<Review>('POST', `/api/reviews/${id}/reply`, body),
  );
