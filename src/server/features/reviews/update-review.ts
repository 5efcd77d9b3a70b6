import { eq, sql } from 'drizzle-orm';
import type { Review } from '../../../contract/reviews.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { reviews } from '../../db/schema/reviews.js';
import { notFound } from '../../lib/errors.js';
import { assertReviewAuthor } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { assertReviewTextAllowed } from '../moderation/moderate-review-text.js';
import { findReview } from './present-review.js';

/** The author changes their rating or text; the product's rating sum follows in the same transaction. */
export interface UpdateReviewOptions {
  actor: UserRow;
  reviewId: number;
  rating?: number;
  text?: string | null;
  now: Date;
}

export async function updateReview(
  ctx: AppContext,
  { actor, reviewId, rating, text, now }: UpdateReviewOptions,
): Promise<Review> {
  const [current] = await ctx.db.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, reviewId));
  assertReviewAuthor(actor, current);
  await assertReviewTextAllowed(ctx, text);

  await ctx.db.transaction(async (tx) => {
    // Locked, so two edits at once each move the sum from the rating the other left.
    const [locked] = await tx
      .select({ rating: reviews.rating, productId: reviews.productId })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!locked) throw notFound('Review');
    const nextRating = rating ?? locked.rating;
    await tx
      .update(reviews)
      .set({ rating: nextRating, ...(text === undefined ? {} : { text }), updatedAt: now })
      .where(eq(reviews.id, reviewId));
    if (nextRating !== locked.rating) {
      await tx
        .update(products)
        .set({ ratingSum: sql`${products.ratingSum} + ${nextRating - locked.rating}` })
        .where(eq(products.id, locked.productId));
    }
  });
  return findReview(ctx.db, reviewId);
}
