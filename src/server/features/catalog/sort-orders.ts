import { type SQL, sql } from 'drizzle-orm';
import type { ProductSort } from '../../../contract/product-sorts.js';

// By column name, so one order serves the products table and a subquery of its columns alike.
// NULLS LAST as in the partial indexes (plain DESC means NULLS FIRST, which those indexes cannot serve).
const newest = sql`created_at desc nulls last, id desc nulls last`;

/** The catalogue's total orders, each served by a partial index on published products. */
export const SORT_ORDERS: Record<Exclude<ProductSort, 'relevance'>, SQL> = {
  newest,
  price: sql`price_cents asc, ${newest}`,
  'best-selling': sql`sales_count desc nulls last, ${newest}`,
};
