import type { FastifyInstance } from 'fastify';
import { reviewEndpoints } from '../../../contract/endpoints/reviews.js';
import {
  createReviewInput,
  productReviewParams,
  productReviews,
  replyToReviewInput,
  review,
  reviewParams,
  updateReviewInput,
} from '../../../contract/reviews.js';
import type { AppContext } from '../../context.js';
import { getCurrentUser, routesFor } from '../auth/current-user.js';
import { createReview } from './create-review.js';
import { deleteReview } from './delete-review.js';
import { listProductReviews } from './list-product-reviews.js';
import { replyToReview } from './reply-to-review.js';
import { updateReview } from './update-review.js';

export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  const { open, signedIn } = routesFor(app, ctx);

  // Not cached like the catalogue: the answer says what the asker may do.
  open(reviewEndpoints.list, { request: productReviewParams, answer: productReviews }, async ({ id }, { request }) =>
    listProductReviews(ctx, { actor: await getCurrentUser(ctx, request), productId: id }),
  );

  signedIn(reviewEndpoints.create, { request: createReviewInput, answer: review }, ({ id, ...input }, { request }) =>
    createReview(ctx, { ...input, productId: id, now: new Date(), log: request.log }),
  );

  signedIn(reviewEndpoints.update, { request: updateReviewInput, answer: review }, ({ id, ...changes }) =>
    updateReview(ctx, { ...changes, reviewId: id, now: new Date() }),
  );

  signedIn(reviewEndpoints.remove, { request: reviewParams }, ({ actor, id }) => deleteReview(ctx, { actor, reviewId: id }));

  signedIn(reviewEndpoints.reply, { request: replyToReviewInput, answer: review }, ({ actor, id, text }) =>
    replyToReview(ctx, { actor, reviewId: id, text, now: new Date() }),
  );
}
