import { and, eq, lt, sql } from 'drizzle-orm';
import type { ProductListQuery } from '../../../contract/catalog.js';
import type { ProductSort } from '../../../contract/product-sorts.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { isPublished, unseenByPlanner } from './present-product.js';
import { type ProductTexts, versionsStatement } from './product-texts.js';
import { rankSearch, sortedSearch, UNDER_20_CENTS } from './rank-search.js';
import { SORT_ORDERS } from './sort-orders.js';

/** The page asked for, and the app's kept product texts the answer is assembled from. */
export type ListProductsOptions = ProductListQuery & { texts: ProductTexts };

/** A page of the catalogue or of a search, as the JSON text of its product list. */
export async function listProductsJson(ctx: AppContext, { texts, ...query }: ListProductsOptions) {
  const { db } = ctx;
  const filters = { category: query.category, under20: query.filter === 'under-20' };
  const offset = (query.page - 1) * query.pageSize;
  const sort = query.sort === 'relevance' ? undefined : query.sort;
  if (!query.search) {
    const page = await listPage(db, { ...filters, sort: sort ?? listingOrder(query.filter) }, offset, query.pageSize);
    return texts.pageJson(db, page);
  }
  const ids = sort
    ? await sortedSearch(db, query.search, filters, sort, offset, query.pageSize)
    : await rankSearch(db, query.search, filters, offset, query.pageSize);
  return texts.idsJson(db, ids);
}

/** A listing without a chosen sort: featured means best sellers first, anything else the newest. */
const listingOrder = (filter: ProductListQuery['filter']) => (filter === 'featured' ? 'best-selling' : 'newest');

/**
 * A page of the listing: its products' ids and versions, in listing order. Deferred join: skipping rows of
 * an index costs little, reading the product, creator and category rows for each skipped row does not, so
 * the ids come from the listing index alone and only the page's own rows are read.
 */
function listPage(
  db: Database,
  shape: { category?: number; under20: boolean; sort: Exclude<ProductSort, 'relevance'> },
  offset: number,
  limit: number,
) {
  const name = `list${shape.category !== undefined ? '_category' : ''}${shape.under20 ? '_under20' : ''}_${shape.sort}`;
  const ids = () =>
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
      .orderBy(SORT_ORDERS[shape.sort]);
  // One prepared statement per listing shape. An index holds each shape's filter and order, so the plan walks
  // it whatever the page: one generic plan per connection serves every request.
  const page = () => sql`array(${ids()} limit ${unseenByPlanner('limit')} offset ${unseenByPlanner('offset')})`;
  return versionsStatement(db, name, page).execute({ category: shape.category, limit, offset });
}
