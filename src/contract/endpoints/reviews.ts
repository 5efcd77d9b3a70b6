import { endpoint } from '../endpoint.js';
import type {
  createReviewInput,
  productReviewParams,
  productReviews,
  replyToReviewInput,
  review,
  reviewParams,
  updateReviewInput,
} from '../reviews.js';

export const reviewEndpoints = {
  list: endpoint<typeof productReviewParams, typeof productReviews>('GET', '/api/products/:id/reviews'),
  create: endpoint<typeof createReviewInput, typeof review>('POST', '/api/products/:id/reviews', 201),
  update: endpoint<typeof updateReviewInput, typeof review>('PATCH', '/api/reviews/:id'),
  remove: endpoint<typeof reviewParams>('DELETE', '/api/reviews/:id', 204),
  reply: endpoint<typeof replyToReviewInput, typeof review>('POST', '/api/reviews/:id/reply'),
};
