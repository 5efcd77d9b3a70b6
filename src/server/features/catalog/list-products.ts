import { and, eq, lt, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { ProductListQuery } from '../../../contract/catalog.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { isPublished, presentProduct, selectPublishedProducts } from './present-product.js';

const UNDER_20_CENTS = 2000;

/**
 * Each way of matching a search (full text, similar title) contributes at most this many candidates,
 * which are then ranked. Ranking every match of a common word (half of a 100,000-product catalogue
 * mentions "meditation") costs hundreds of milliseconds; the cap bounds a search's work. Title matches
 * have their own candidates, so they are never crowded out by description-only matches.
 */
export const SEARCH_CANDIDATES = 500;

export async function listProducts(db: Database, query: ProductListQuery) {
  const filters = [
    query.category === undefined ? undefined : eq(products.categoryId, query.category),
    query.filter === 'under-20' ? lt(products.priceCents, UNDER_20_CENTS) : undefined,
  ];
  const offset = (query.page - 1) * query.pageSize;
  const search = query.search || undefined;
  const rows = await selectPublishedProducts(db, ...filters, search ? sql`${products.id} in (${searchCandidates(search, filters)})` : undefined)
    .orderBy(...order(query, search))
    .limit(query.pageSize)
    .offset(offset);
  return rows.map(presentProduct);
}

const textQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`;

/**
 * Ids of products matching the words (full text) or with a title close to them (typos), each through
 * its GIN index. MATERIALIZED keeps the planner from trading the index for a sequential scan "until
 * the limit is reached", which computes the costly word similarity for most of the table when few titles match.
 */
function searchCandidates(search: string, filters: (SQL | undefined)[]) {
  const matching = (condition: SQL) => sql`select ${products.id} from ${products} where ${and(isPublished, condition, ...filters)}`;
  return sql`with text_hits as materialized (${matching(sql`${products.search} @@ ${textQuery(search)}`)}),
    title_hits as materialized (${matching(sql`${search} <% ${products.title}`)})
    (select id from text_hits limit ${SEARCH_CANDIDATES}) union (select id from title_hits limit ${SEARCH_CANDIDATES})`;
}

// NULLS LAST as in the partial indexes (plain DESC means NULLS FIRST, which those indexes cannot serve).
const descending = (value: SQLWrapper) => sql`${value} desc nulls last`;

function order(query: ProductListQuery, search: string | undefined): SQL[] {
  const newest = [descending(products.createdAt), descending(products.id)];
  if (search) {
    // Full-text rank first (title outweighs tags, tags outweigh description), then title similarity.
    return [descending(sql`ts_rank_cd(${products.search}, ${textQuery(search)})`), descending(sql`word_similarity(${search}, ${products.title})`), ...newest];
  }
  if (query.filter === 'featured') return [descending(products.salesCount), ...newest];
  return newest;
}
