import { eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { reviews } from '../../db/schema/reviews.js';

/** Deletes the matching reviews and takes them out of their products' figures; run inside the caller's transaction. */
export async function removeReviews(tx: Database, condition: SQL | undefined) {
  const removed = await tx.delete(reviews).where(condition).returning({ productId: reviews.productId, rating: reviews.rating });
  for (const review of removed) {
    await tx
      .update(products)
      .set({
        reviewCount: sql`${products.reviewCount} - 1`,
        ratingSum: sql`${products.ratingSum} - ${review.rating}`,
      })
      .where(eq(products.id, review.productId));
  }
  return removed;
}
