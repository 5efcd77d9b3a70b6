import { and, eq, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { ProductListQuery } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { isPublished, preparedOnce, presentProduct, selectPublishedProducts } from './present-product.js';
import { rankSearch, UNDER_20_CENTS } from './rank-search.js';

export async function listProducts(ctx: AppContext, query: ProductListQuery) {
  const { db } = ctx;
  const filters = { category: query.category, under20: query.filter === 'under-20' };
  const offset = (query.page - 1) * query.pageSize;
  const ids = query.search
    ? await rankSearch(db, query.search, filters, offset, query.pageSize)
    : await listPageIds(db, { ...filters, featured: query.filter === 'featured' }, offset, query.pageSize);
  return loadProducts(db, ids);
}

/**
 * A page of ids in listing order. Deferred join: skipping rows of an index costs little, joining the
 * creator and category for each skipped row does not, so deep pages join only their own rows.
 */
async function listPageIds(
  db: Database,
  shape: { category?: number; under20: boolean; featured: boolean },
  offset: number,
  limit: number,
) {
  const name = `list_ids${shape.category !== undefined ? '_category' : ''}${shape.under20 ? '_under20' : ''}${shape.featured ? '_featured' : ''}`;
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
      .orderBy(...order(shape.featured))
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

// NULLS LAST as in the partial indexes (plain DESC means NULLS FIRST, which those indexes cannot serve).
const descending = (value: SQLWrapper) => sql`${value} desc nulls last`;

function order(featured: boolean): SQL[] {
  const newest = [descending(products.createdAt), descending(products.id)];
  if (featured) return [descending(products.salesCount), ...newest];
  return newest;
}
