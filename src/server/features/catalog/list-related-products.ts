import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import { type Product, RELATED_PRODUCTS_MAX } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { notFound } from '../../lib/errors.js';
import { isPublished, presentProduct, productColumns, selectPublished } from './present-product.js';

export interface ListRelatedProductsOptions {
  productId: number;
}

/**
 * "More like this": other published products of the same category or sharing a tag with a published product,
 * those sharing the most (the category counts as one) first, then the best sellers. A 404 for a product that is
 * not published.
 */
export async function listRelatedProducts(ctx: AppContext, { productId }: ListRelatedProductsOptions): Promise<Product[]> {
  const { db } = ctx;
  const [source] = await db
    .select({ categoryId: products.categoryId, tags: products.tags })
    .from(products)
    .where(and(eq(products.id, productId), isPublished));
  if (!source) throw notFound('Product');
  const sameCategory = eq(products.categoryId, source.categoryId);
  // The source's tags read again in SQL (a bound JavaScript array would be spread into separate parameters).
  const sourceTags = sql`(select source.tags from products source where source.id = ${productId})`;
  const sharesTag = source.tags.length > 0 ? sql`${products.tags} && ${sourceTags}` : undefined;
  const sharedTags =
    source.tags.length > 0
      ? sql`cardinality(array(select unnest(${products.tags}) intersect select unnest(${sourceTags})))`
      : sql`0`;
  const rows = await selectPublished(db, productColumns, and(ne(products.id, productId), or(sameCategory, sharesTag)))
    .orderBy(
      desc(sql`(case when ${sameCategory} then 1 else 0 end) + ${sharedTags}`),
      desc(products.salesCount),
      desc(products.id),
    )
    .limit(RELATED_PRODUCTS_MAX);
  return rows.map(presentProduct);
}
