import { and, eq, isNull } from 'drizzle-orm';
import type { Review } from '../../../contract/reviews.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { reviews } from '../../db/schema/reviews.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertMayReply } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { assertReviewTextAllowed } from '../moderation/moderate-review-text.js';
import { findReview } from './present-review.js';

/** The product's creator answers a review once; the write only fills an empty reply, so two at once leave one. */
export interface ReplyToReviewOptions {
  actor: UserRow;
  reviewId: number;
  text: string;
  now: Date;
}

export async function replyToReview(ctx: AppContext, { actor, reviewId, text, now }: ReplyToReviewOptions): Promise<Review> {
  const [current] = await ctx.db
    .select({ reply: reviews.reply, creatorId: products.creatorId })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.id, reviewId));
  if (!current) throw notFound('Review');
  assertMayReply(actor, current);
  await assertReviewTextAllowed(ctx, text);
  const [replied] = await ctx.db
    .update(reviews)
    .set({ reply: text, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!replied) throw new AppError('conflict', 'You have already replied to this review');
  return findReview(ctx.db, reviewId);
}
