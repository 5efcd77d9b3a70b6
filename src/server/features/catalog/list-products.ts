import { and, eq, lt, type SQL, sql, type SQLWrapper } from 'drizzle-orm';
import type { ProductListQuery } from '../../../contract/catalog.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { isPublished, preparedOnce, presentProduct, selectPublishedProducts } from './present-product.js';

const UNDER_20_CENTS = 2000;

/**
 * Each way of matching a search (full text, similar title) contributes at most this many candidates,
 * which are then ranked. Ranking every match of a common word (half of a 100,000-product catalogue
 * mentions "meditation") costs hundreds of milliseconds; the cap bounds a search's work. Title matches
 * have their own candidates, so they are never crowded out by description-only matches.
 */
export const SEARCH_CANDIDATES = 200;

const searchText = sql.placeholder('search');
// A scalar subquery: evaluated once per query, not once per ranked row under a generic plan.
const textQuery = sql`(select websearch_to_tsquery('english', ${searchText}))`;

export async function listProducts(db: Database, query: ProductListQuery) {
  const search = query.search || undefined;
  const shape = {
    category: query.category !== undefined,
    under20: query.filter === 'under-20',
    search: search !== undefined,
    featured: query.filter === 'featured',
  };
  // One prepared statement per query shape: PostgreSQL plans it once per connection instead of on every request.
  const statement = preparedOnce(
    db,
    `list_products_${Object.entries(shape)
      .filter(([, on]) => on)
      .map(([name]) => name)
      .join('_')}`,
    () => {
      const filters = [
        shape.category ? eq(products.categoryId, sql.placeholder('category')) : undefined,
        shape.under20 ? lt(products.priceCents, UNDER_20_CENTS) : undefined,
      ];
      return selectPublishedProducts(
        db,
        ...filters,
        shape.search ? sql`${products.id} in (${searchCandidates(filters)})` : undefined,
      )
        .orderBy(...order(shape))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'));
    },
  );
  const rows = await statement.execute({
    search,
    category: query.category,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return rows.map(presentProduct);
}

/**
 * Ids of products matching the words (full text) or with a title close to them (typos), each through
 * its GIN index. MATERIALIZED keeps the planner from trading the index for a sequential scan "until
 * the limit is reached", which computes the costly word similarity for most of the table when few titles match.
 */
function searchCandidates(filters: (SQL | undefined)[]) {
  const matching = (condition: SQL) =>
    sql`select ${products.id} from ${products} where ${and(isPublished, condition, ...filters)}`;
  return sql`with text_hits as materialized (${matching(sql`${products.search} @@ ${textQuery}`)}),
    title_hits as materialized (${matching(sql`${searchText} <% ${products.title}`)})
    (select id from text_hits limit ${sql.raw(String(SEARCH_CANDIDATES))}) union (select id from title_hits limit ${sql.raw(String(SEARCH_CANDIDATES))})`;
}

// NULLS LAST as in the partial indexes (plain DESC means NULLS FIRST, which those indexes cannot serve).
const descending = (value: SQLWrapper) => sql`${value} desc nulls last`;

function order(shape: { search: boolean; featured: boolean }): SQL[] {
  const newest = [descending(products.createdAt), descending(products.id)];
  if (shape.search) {
    // Full-text rank first (title outweighs tags, tags outweigh description), then title similarity.
    return [
      descending(sql`ts_rank_cd(${products.search}, ${textQuery})`),
      descending(sql`word_similarity(${searchText}, ${products.title})`),
      ...newest,
    ];
  }
  if (shape.featured) return [descending(products.salesCount), ...newest];
  return newest;
}
