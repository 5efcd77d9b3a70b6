import { eq, type SQL } from 'drizzle-orm';
import type { Review } from '../../../contract/reviews.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { reviews } from '../../db/schema/reviews.js';
import { publicBuyerName } from '../catalog/list-recent-purchases.js';

/** Reviews matching `condition` with their author's name; callers add order and limits. */
export function selectReviews(db: Database, condition: SQL | undefined) {
  return db
    .select({
      id: reviews.id,
      productId: reviews.productId,
      rating: reviews.rating,
      text: reviews.text,
      reply: reviews.reply,
      repliedAt: reviews.repliedAt,
      createdAt: reviews.createdAt,
      updatedAt: reviews.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(condition)
    .$dynamic();
}

type ReviewRow = Awaited<ReturnType<typeof selectReviews>>[number];

export function presentReview(row: ReviewRow): Review {
  return {
    id: row.id,
    productId: row.productId,
    rating: row.rating,
    text: row.text,
    reviewerName: publicBuyerName(row.firstName, row.lastName),
    verifiedPurchase: true,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply: row.reply !== null && row.repliedAt ? { text: row.reply, createdAt: row.repliedAt.toISOString() } : null,
  };
}

/** One review as presented, after a change. */
export async function findReview(db: Database, reviewId: number): Promise<Review> {
  const [row] = await selectReviews(db, eq(reviews.id, reviewId));
  return presentReview(row!);
}
