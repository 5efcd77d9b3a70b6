import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { reviews } from '../../db/schema/reviews.js';
import { notFound } from '../../lib/errors.js';
import { assertReviewAuthor } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { removeReviews } from './remove-reviews.js';

/** The author deletes their review; it leaves the product's figures in the same transaction. */
export interface DeleteReviewOptions {
  actor: UserRow;
  reviewId: number;
}

export async function deleteReview(ctx: AppContext, { actor, reviewId }: DeleteReviewOptions): Promise<void> {
  const [current] = await ctx.db.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, reviewId));
  assertReviewAuthor(actor, current);
  const removed = await ctx.db.transaction((tx) =>
    removeReviews(tx, and(eq(reviews.id, reviewId), eq(reviews.userId, actor.id))),
  );
  // Deleted a moment ago by another request.
  if (removed.length === 0) throw notFound('Review');
}
