import type { CreateReviewRequest, Review } from '../../../../contract/reviews';
import { apiJson } from '../../../lib/request';
import { useReviewMutation } from './get-product-reviews';

/** POST /api/products/{id}/reviews. */
export const useCreateReview = (productId: number) =>
  useReviewMutation(productId, (body: CreateReviewRequest) =>
    apiJson<Review>('POST', `/api/products/${productId}/reviews`, body),
  );
