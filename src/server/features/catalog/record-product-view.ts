import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { ProductViewers } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { productViews } from '../../db/schema/commerce.js';
import { notFound } from '../../lib/errors.js';
import { isPublished } from './present-product.js';

/** A viewer counts as "on the page" this long after their last ping. */
export const VIEWER_WINDOW_MS = 5 * 60_000;

/**
 * Records that `viewerKey` is on the product page now and answers how many other distinct viewers were
 * there in the last five minutes: a real count, never a made-up one.
 */
export interface RecordProductViewOptions {
  productId: number;
  viewerKey: string;
  now: Date;
}

export async function recordProductView(
  ctx: AppContext,
  { productId, viewerKey, now }: RecordProductViewOptions,
): Promise<ProductViewers> {
  const { db } = ctx;
  const seen = await db
    .insert(productViews)
    .select(
      db
        .select({
          productId: products.id,
          viewerKey: sql<string>`${viewerKey}`.as('viewer_key'),
          firstSeenAt: sql<Date>`now()`.as('first_seen_at'),
          lastSeenAt: sql<Date>`now()`.as('last_seen_at'),
        })
        .from(products)
        .where(and(eq(products.id, productId), isPublished)),
    )
    .onConflictDoUpdate({ target: [productViews.productId, productViews.viewerKey], set: { lastSeenAt: sql`now()` } })
    .returning({ productId: productViews.productId });
  if (seen.length === 0) throw notFound('Product');

  const since = new Date(now.getTime() - VIEWER_WINDOW_MS);
  const [row] = await db
    .select({ others: sql<number>`count(*)::int` })
    .from(productViews)
    .where(and(eq(productViews.productId, productId), gt(productViews.lastSeenAt, since), ne(productViews.viewerKey, viewerKey)));
  return { othersViewing: row?.others ?? 0 };
}
