import type { FastifyInstance } from 'fastify';
import {
  createReviewRequest,
  productReviewParams,
  productReviews,
  replyToReviewRequest,
  review,
  reviewParams,
  updateReviewRequest,
} from '../../../contract/reviews.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { getCurrentUser, requireUser } from '../auth/current-user.js';
import { activateChakrasAfterActivity } from '../soul-evolution/activate-earned-chakras.js';
import { createReview } from './create-review.js';
import { deleteReview } from './delete-review.js';
import { listProductReviews } from './list-product-reviews.js';
import { replyToReview } from './reply-to-review.js';
import { updateReview } from './update-review.js';

export async function reviewRoutes(app: FastifyInstance, ctx: AppContext) {
  // Not cached like the catalogue: the answer says what the asker may do.
  app.get('/api/products/:id/reviews', async (request) => {
    const { id } = parseInput(productReviewParams, request.params);
    const actor = await getCurrentUser(ctx, request);
    return productReviews.parse(await listProductReviews(ctx, { actor, productId: id }));
  });

  app.post('/api/products/:id/reviews', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(productReviewParams, request.params);
    const input = parseInput(createReviewRequest, request.body);
    const created = await createReview(ctx, { actor, productId: id, ...input });
    await activateChakrasAfterActivity(ctx, { userId: actor.id, now: new Date(), log: request.log });
    return reply.code(201).send(review.parse(created));
  });

  app.patch('/api/reviews/:id', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(reviewParams, request.params);
    const changes = parseInput(updateReviewRequest, request.body);
    return review.parse(await updateReview(ctx, { actor, reviewId: id, ...changes }));
  });

  app.delete('/api/reviews/:id', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(reviewParams, request.params);
    await deleteReview(ctx, { actor, reviewId: id });
    return reply.code(204).send();
  });

  app.post('/api/reviews/:id/reply', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(reviewParams, request.params);
    const { text } = parseInput(replyToReviewRequest, request.body);
    return review.parse(await replyToReview(ctx, { actor, reviewId: id, text }));
  });
}
