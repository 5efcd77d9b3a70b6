import { count, countDistinct, eq, sql } from 'drizzle-orm';
import type { StoreStats } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { averageRating } from '../../lib/rating.js';

/**
 * The stats strips' live figures. The counts read partial indexes (published products by creator,
 * active purchases by buyer) and the review totals kept on each product; the route caches the answer
 * for seconds, like the catalogue. The rating is the mean of every review of a published product.
 */
export async function getStoreStats(ctx: AppContext): Promise<StoreStats> {
  const [[catalog], [buyers]] = await Promise.all([
    ctx.db
      .select({
        publishedProducts: count(),
        creators: countDistinct(products.creatorId),
        ratingSum: sql<number>`coalesce(sum(${products.ratingSum}), 0)::int`,
        reviewCount: sql<number>`coalesce(sum(${products.reviewCount}), 0)::int`,
      })
      .from(products)
      .where(eq(products.status, 'published')),
    ctx.db
      .select({ buyersServed: countDistinct(purchases.userId) })
      .from(purchases)
      .where(eq(purchases.status, 'active')),
  ]);
  return {
    publishedProducts: catalog!.publishedProducts,
    creators: catalog!.creators,
    averageRating: averageRating(catalog!.ratingSum, catalog!.reviewCount),
    buyersServed: buyers!.buyersServed,
  };
}
