import { and, eq, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../contract/catalog.js';
import type { ProductSort } from '../../../contract/product-sorts.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { isPublished, preparedOnce } from './present-product.js';
import { SORT_ORDERS } from './sort-orders.js';

/**
 * Search ranking (decision 011), a total order over every match:
 * 1. products whose title holds the searched words (and which match the full text),
 * 2. other full-text matches (title, tags, description),
 * 3. only when 1 and 2 together hold fewer than a default page: titles similar to the words (typos);
 * within each tier best-selling first, then newest, then highest id: the order of
 * `products_published_popular_idx`, so a page of a common word is found by walking that index.
 */
export const SEARCH_TIERS = ['title', 'text', 'typo'] as const;
export type SearchTier = (typeof SEARCH_TIERS)[number];
/** Typo matches join only when full text finds fewer than this (a fixed number, so paging is stable). */
export const TYPO_THRESHOLD = DEFAULT_PAGE_SIZE;

export const UNDER_20_CENTS = 2000;

// How far a page may walk the popularity index before the tier's GIN index is used instead: a first
// walk sized for a word in at least 1 of 12 products, then one sized from the density the first walk saw.
const WALK_MIN = 300;
// Word similarity costs several times a full-text test per row: typo walks start shorter.
const TYPO_WALK_MIN = 100;
const WALK_MAX = 10_000;
const WALK_ROWS_PER_HIT = 12;

export interface SearchFilters {
  category?: number;
  under20: boolean;
}

const searchText = sql.placeholder('search');
// A scalar subquery: evaluated once per query, not once per row under a generic plan.
const textQuery = sql`(select websearch_to_tsquery('english', ${searchText}))`;

interface Columns {
  search: SQLWrapper;
  titleSearch: SQLWrapper;
  title: SQLWrapper;
}

function tierMatch(tier: SearchTier, c: Columns): SQL {
  const inText = sql`${c.search} @@ ${textQuery}`;
  if (tier === 'title') return sql`(${c.titleSearch} @@ ${textQuery} and ${inText})`;
  if (tier === 'text') return sql`(${inText} and not (${c.titleSearch} @@ ${textQuery}))`;
  return sql`(${searchText} <% ${c.title} and not (${inText}))`;
}

function filterConditions(filters: SearchFilters) {
  return [
    filters.category !== undefined ? eq(products.categoryId, sql.placeholder('category')) : undefined,
    filters.under20 ? lt(products.priceCents, UNDER_20_CENTS) : undefined,
  ];
}

const shapeName = (tier: SearchTier, filters: SearchFilters) =>
  `${tier}${filters.category !== undefined ? '_category' : ''}${filters.under20 ? '_under20' : ''}`;

const popularOrder = SORT_ORDERS['best-selling'];

/**
 * The first `walk` published products in ranking order, then this tier's matches among them: an index
 * walk that stops early, exact whenever it fills the page (a prefix of the order holds the page).
 * The tier condition sits outside the limited subquery, so PostgreSQL cannot trade the walk for a GIN scan.
 */
function walkStatement(db: Database, tier: SearchTier, filters: SearchFilters) {
  return preparedOnce(db, `search_walk_${shapeName(tier, filters)}`, () => {
    const walked = db.$with('walked').as(
      db
        .select({
          id: products.id,
          salesCount: products.salesCount,
          createdAt: products.createdAt,
          title: products.title,
          search: products.search,
          titleSearch: products.titleSearch,
        })
        .from(products)
        .where(and(isPublished, ...filterConditions(filters)))
        .orderBy(
          sql`${products.salesCount} desc nulls last, ${products.createdAt} desc nulls last, ${products.id} desc nulls last`,
        )
        .limit(sql.placeholder('walk')),
    );
    return db
      .with(walked)
      .select({ id: walked.id })
      .from(walked)
      .where(tierMatch(tier, walked))
      .orderBy(sql`${walked.salesCount} desc nulls last, ${walked.createdAt} desc nulls last, ${walked.id} desc nulls last`)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  });
}

/** Every match of the tier through its GIN index, then sorted: cheap when the tier is rare, which is when it runs. */
function matchStatement(db: Database, tier: SearchTier, filters: SearchFilters) {
  return preparedOnce(db, `search_match_${shapeName(tier, filters)}`, () =>
    db
      .select({ id: sql<number>`hits.id` })
      .from(
        sql`(with hits as materialized (select ${products.id}, ${products.salesCount}, ${products.createdAt} from ${products} where ${and(
          isPublished,
          tierMatch(tier, products),
          ...filterConditions(filters),
        )}) select * from hits) hits`,
      )
      .orderBy(popularOrder)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
}

function countStatement(db: Database, tier: SearchTier, filters: SearchFilters) {
  return preparedOnce(db, `search_count_${shapeName(tier, filters)}`, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(isPublished, tierMatch(tier, products), ...filterConditions(filters))),
  );
}

async function tierSlice(
  db: Database,
  tier: SearchTier,
  filters: SearchFilters,
  params: { search: string; category?: number },
  offset: number,
  limit: number,
) {
  const walkFor = (walk: number) => walkStatement(db, tier, filters).execute({ ...params, walk: Math.ceil(walk), offset, limit });
  const minimum = tier === 'typo' ? TYPO_WALK_MIN : WALK_MIN;
  const firstWalk = Math.min(WALK_MAX, Math.max(minimum, (offset + limit) * WALK_ROWS_PER_HIT));
  const walked = await walkFor(firstWalk);
  if (walked.length === limit) return walked;
  // A short first walk saw every row up to its end: its hit rate sizes a second walk, if one can be short enough.
  if (walked.length > 0 && offset === 0) {
    const secondWalk = ((limit * firstWalk) / walked.length) * 1.5;
    if (secondWalk <= WALK_MAX) {
      const again = await walkFor(secondWalk);
      if (again.length === limit) return again;
    }
  }
  return matchStatement(db, tier, filters).execute({ ...params, offset, limit });
}

/** Ids of the products at ranks [offset, offset + limit) of the search, in order. */
export async function rankSearch(db: Database, search: string, filters: SearchFilters, offset: number, limit: number) {
  const params = { search, category: filters.category };
  const ids: number[] = [];
  let skip = offset;
  let fullTextMatches = 0;
  for (const tier of SEARCH_TIERS) {
    if (tier === 'typo' && fullTextMatches >= TYPO_THRESHOLD) break;
    const want = limit - ids.length;
    const found = await tierSlice(db, tier, filters, params, skip, want);
    ids.push(...found.map((row) => row.id));
    if (ids.length === limit) break;
    // The tier ends inside or before this page: its size says where the next tier's rows start.
    const size =
      found.length > 0 || skip === 0 ? skip + found.length : (await countStatement(db, tier, filters).execute(params))[0]!.n;
    skip = Math.max(0, skip - size);
    if (tier !== 'typo') fullTextMatches += size;
  }
  return ids;
}

/** Whether full text finds fewer matches than a page, so typo matches join the results (as in the ranking). */
function fewFullTextMatchesStatement(db: Database, filters: SearchFilters) {
  return preparedOnce(db, `search_few_${shapeName('text', filters)}`, () =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(
        sql`(select 1 from ${products} where ${and(
          isPublished,
          sql`${products.search} @@ ${textQuery}`,
          ...filterConditions(filters),
        )} limit ${TYPO_THRESHOLD}) matches`,
      ),
  );
}

/**
 * A search in a chosen order (newest, price, best selling): the same matches as the ranking, found
 * through the GIN indexes, then sorted. A buyer's choice, so it pays for sorting every match.
 */
export async function sortedSearch(
  db: Database,
  search: string,
  filters: SearchFilters,
  sort: Exclude<ProductSort, 'relevance'>,
  offset: number,
  limit: number,
) {
  const params = { search, category: filters.category };
  const [few] = await fewFullTextMatchesStatement(db, filters).execute(params);
  const withTypos = few!.n < TYPO_THRESHOLD;
  const match = withTypos
    ? sql`(${products.search} @@ ${textQuery} or ${searchText} <% ${products.title})`
    : sql`${products.search} @@ ${textQuery}`;
  const statement = preparedOnce(db, `search_sorted_${sort}_${shapeName(withTypos ? 'typo' : 'text', filters)}`, () =>
    db
      .select({ id: sql<number>`hits.id` })
      .from(
        sql`(with hits as materialized (select ${products.id}, ${products.salesCount}, ${products.createdAt}, ${products.priceCents} from ${products} where ${and(
          isPublished,
          match,
          ...filterConditions(filters),
        )}) select * from hits) hits`,
      )
      .orderBy(SORT_ORDERS[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return (await statement.execute({ ...params, offset, limit })).map((row) => row.id);
}
