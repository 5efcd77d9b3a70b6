import { and, eq, sql } from 'drizzle-orm';
import type { Review } from '../../../contract/reviews.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { reviews } from '../../db/schema/reviews.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertMayReview } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { isPublished } from '../catalog/present-product.js';
import { assertReviewTextAllowed } from '../moderation/moderate-review-text.js';
import { activateChakrasAfterActivity } from '../soul-evolution/activate-earned-chakras.js';
import { findReview } from './present-review.js';
import { creatorReview } from '../email/compose-email.js';
import { queueCreatorEmail } from '../email/queue-creator-email.js';

export interface CreateReviewOptions {
  actor: UserRow;
  productId: number;
  rating: number;
  text?: string | null;
  now: Date;
  /** The request's logger: a failed chakra check is logged, never failing the review. */
  log: FastifyBaseLogger;
}

/**
 * A buyer reviews a product they own, once. The review and the product's figures change in one
 * transaction with the creator's e-mail about it (docs/decisions/048); the unique index on (product, buyer) refuses a second review even when two arrive at once.
 * Once it is committed, the reviewer's chakras are checked (writing a review can unlock one).
 */
export async function createReview(
  ctx: AppContext,
  { actor, productId, rating, text, now, log }: CreateReviewOptions,
): Promise<Review> {
  const [product] = await ctx.db
    .select({ creatorId: products.creatorId, title: products.title })
    .from(products)
    .where(and(eq(products.id, productId), isPublished));
  if (!product) throw notFound('Product');
  const [purchase] = await ctx.db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, actor.id), eq(purchases.productId, productId), eq(purchases.status, 'active')));
  assertMayReview(actor, product, purchase);
  await assertReviewTextAllowed(ctx, text);

  const reviewId = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(reviews)
      .values({ productId, userId: actor.id, purchaseId: purchase.id, rating, text: text ?? null })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!row) throw new AppError('conflict', 'You have already reviewed this product');
    await tx
      .update(products)
      .set({ reviewCount: sql`${products.reviewCount} + 1`, ratingSum: sql`${products.ratingSum} + ${rating}` })
      .where(eq(products.id, productId));
    await queueCreatorEmail(tx, {
      creatorId: product.creatorId,
      kind: 'review',
      eventKey: String(row.id),
      message: ({ firstName }) =>
        creatorReview(ctx.config.siteUrl, {
          firstName,
          title: product.title,
          productId,
          rating,
          withText: Boolean(text),
        }),
    });
    return row.id;
  });
  await activateChakrasAfterActivity(ctx, { userId: actor.id, now, log });
  return findReview(ctx.db, reviewId);
}
