import { count, countDistinct, eq } from 'drizzle-orm';
import type { StoreStats } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';

/**
 * The stats strips' live figures. The counts read partial indexes (published products by creator,
 * active purchases by buyer); the route caches the answer for seconds, like the catalogue.
 */
export async function getStoreStats(ctx: AppContext): Promise<StoreStats> {
  const [[catalog], [buyers], averageRating] = await Promise.all([
    ctx.db
      .select({ publishedProducts: count(), creators: countDistinct(products.creatorId) })
      .from(products)
      .where(eq(products.status, 'published')),
    ctx.db
      .select({ buyersServed: countDistinct(purchases.userId) })
      .from(purchases)
      .where(eq(purchases.status, 'active')),
    // The average rating of verified buyers' reviews: the shop stores no reviews yet, so there is none
    // and the strip says "New". Once reviews are stored, this one entry reads their rounded average.
    Promise.resolve<number | null>(null),
  ]);
  return {
    publishedProducts: catalog!.publishedProducts,
    creators: catalog!.creators,
    averageRating,
    buyersServed: buyers!.buyersServed,
  };
}
