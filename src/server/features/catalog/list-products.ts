import { and, eq, lt, sql } from 'drizzle-orm';
import type { ProductListQuery } from '../../../contract/catalog.js';
import type { ProductSort } from '../../../contract/product-sorts.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { isPublished, preparedOnce, presentProduct, selectPublishedProducts } from './present-product.js';
import { rankSearch, sortedSearch, UNDER_20_CENTS } from './rank-search.js';
import { SORT_ORDERS } from './sort-orders.js';

export async function listProducts(ctx: AppContext, query: ProductListQuery) {
  const { db } = ctx;
  const filters = { category: query.category, under20: query.filter === 'under-20' };
  const offset = (query.page - 1) * query.pageSize;
  const sort = query.sort === 'relevance' ? undefined : query.sort;
  const ids = query.search
    ? sort
      ? await sortedSearch(db, query.search, filters, sort, offset, query.pageSize)
      : await rankSearch(db, query.search, filters, offset, query.pageSize)
    : await listPageIds(db, { ...filters, sort: sort ?? listingOrder(query.filter) }, offset, query.pageSize);
  return loadProducts(db, ids);
}

/** A listing without a chosen sort: featured means best sellers first, anything else the newest. */
const listingOrder = (filter: ProductListQuery['filter']) => (filter === 'featured' ? 'best-selling' : 'newest');

/**
 * A page of ids in listing order. Deferred join: skipping rows of an index costs little, joining the
 * creator and category for each skipped row does not, so deep pages join only their own rows.
 */
async function listPageIds(
  db: Database,
  shape: { category?: number; under20: boolean; sort: Exclude<ProductSort, 'relevance'> },
  offset: number,
  limit: number,
) {
  const name = `list_ids${shape.category !== undefined ? '_category' : ''}${shape.under20 ? '_under20' : ''}_${shape.sort}`;
  // One prepared statement per query shape: PostgreSQL plans it once per connection instead of on every request.
  const statement = preparedOnce(db, name, () =>
    db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          isPublished,
          shape.category !== undefined ? eq(products.categoryId, sql.placeholder('category')) : undefined,
          shape.under20 ? lt(products.priceCents, UNDER_20_CENTS) : undefined,
        ),
      )
      .orderBy(SORT_ORDERS[shape.sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const rows = await statement.execute({ category: shape.category, limit, offset });
  return rows.map((row) => row.id);
}

/** The products with these ids, with creator and category, in the order of `ids`. */
async function loadProducts(db: Database, ids: number[]) {
  if (ids.length === 0) return [];
  const statement = preparedOnce(db, 'products_by_ids', () =>
    selectPublishedProducts(db, sql`${products.id} = any(${sql.placeholder('ids')}::int[])`),
  );
  const rows = await statement.execute({ ids });
  const byId = new Map(rows.map((row) => [row.id, row]));
  // A product unpublished between the two reads is left out rather than failing the page.
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentProduct(row)] : [];
  });
}
