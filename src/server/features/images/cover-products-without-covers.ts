import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { generateCover, removeCoverIfUnused, storeCover } from './store-cover.js';

/**
 * Draws covers for products written before covers existed (or around the upload path), published ones
 * first and newest first, at most `limit` per call so a start-up never spends minutes on it; the rest follow on later
 * starts. Safe with several instances: keys are content-addressed and a row already covered is left as is.
 * Answers how many products got a cover.
 */
export async function coverProductsWithoutCovers(ctx: Pick<AppContext, 'db' | 'storage'>, { limit }: { limit: number }) {
  const rows = await ctx.db
    .select({ id: products.id, title: products.title, description: products.description, categoryId: products.categoryId })
    .from(products)
    .where(isNull(products.imageKey))
    .orderBy(sql`${products.status} = 'published' desc`, desc(products.id))
    .limit(limit);
  let covered = 0;
  for (const row of rows) {
    const cover = await generateCover(row);
    await storeCover(ctx.storage, cover);
    const updated = await ctx.db
      .update(products)
      .set({ imageKey: cover.key, imagePlaceholder: cover.placeholder })
      .where(and(eq(products.id, row.id), isNull(products.imageKey)))
      .returning({ id: products.id });
    if (updated.length > 0) covered++;
    else await removeCoverIfUnused(ctx, cover.key);
  }
  return covered;
}
