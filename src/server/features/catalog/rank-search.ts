import { and, eq, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../contract/catalog.js';
import type { ProductSort } from '../../../contract/product-sorts.js';
import type { Database } from '../../db/client.js';
import { products, titleWords } from '../../db/schema/catalog.js';
import { isPublished, preparedOnce } from './present-product.js';
import { SORT_ORDERS } from './sort-orders.js';

/**
 * Search ranking (decision 011), a total order over every match:
 * 1. products whose title holds the searched words (and which match the full text),
 * 2. other full-text matches (title, tags, description),
 * 3. only when 1 and 2 together hold fewer than a default page: titles holding, for every searched word,
 *    a title word similar to it (typos, decision 035);
 * within each tier best-selling first, then newest, then highest id: the order of
 * `products_published_popular_idx`, so a page of a common word is found by walking that index.
 */
export const SEARCH_TIERS = ['title', 'text', 'typo'] as const;
export type SearchTier = (typeof SEARCH_TIERS)[number];
/** Typo matches join only when full text finds fewer than this (a fixed number, so paging is stable). */
export const TYPO_THRESHOLD = DEFAULT_PAGE_SIZE;
/**
 * A title word corrects a searched word when their pg_trgm similarity is at least this. The index finds
 * candidates with `%`, whose threshold (pg_trgm.similarity_threshold, 0.3 unless changed) must not exceed it.
 */
export const TYPO_SIMILARITY = 0.3;

export const UNDER_20_CENTS = 2000;

// How far a page may walk the popularity index before the tier's GIN index is used instead: a first
// walk sized for a word in at least 1 of 12 products, then one sized from the density the first walk saw.
const WALK_MIN = 300;
// A misspelling's corrections are usually rarer in titles than a word spelt right: a first typo walk of a
// third of the length fills a page of dense corrections, and otherwise sizes the second walk as well.
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
// The typo tier's corrected words (see `corrections`): as English lexemes for the title_search index, then
// exactly as words, so a title holding another word of the same stem is not taken.
const typoLexemes = sql`${sql.placeholder('typoLexemes')}::tsquery`;
const typoWords = sql`${sql.placeholder('typoWords')}::tsquery`;

interface Columns {
  search: SQLWrapper;
  titleSearch: SQLWrapper;
  title: SQLWrapper;
}

const holdsCorrectedWords = (c: Columns) =>
  sql`(${c.titleSearch} @@ ${typoLexemes} and to_tsvector('simple', ${c.title}) @@ ${typoWords})`;

function tierMatch(tier: SearchTier, c: Columns): SQL {
  const inText = sql`${c.search} @@ ${textQuery}`;
  if (tier === 'title') return sql`(${c.titleSearch} @@ ${textQuery} and ${inText})`;
  if (tier === 'text') return sql`(${inText} and not (${c.titleSearch} @@ ${textQuery}))`;
  return sql`(${holdsCorrectedWords(c)} and not (${inText}))`;
}

/** The searched words' corrections as the typo tier's two queries, or undefined when there is no typo match. */
interface Corrections {
  typoLexemes: string;
  typoWords: string;
}

/**
 * Each searched word (a text-search token, not a stop word) becomes the title words similar to it, itself
 * included when a title holds it: `(a | b) & (c)`. A word with no similar title word, or a search with no
 * word, leaves the typo tier empty. A handful of words against the title_words trigram index: sub-millisecond.
 */
function correctionsStatement(db: Database) {
  return preparedOnce(db, 'search_typo_corrections', () => {
    // Quoted as tsquery lexemes; the parser's tokens hold no quote or backslash, escaped all the same.
    const quoted = sql`'''' || replace(replace(${titleWords.word}, '\\', '\\\\'), '''', '''''') || ''''`;
    const perWord = db
      .select({
        alternatives: sql<string | null>`'(' || string_agg(${quoted}, ' | ' order by ${titleWords.word}) || ')'`.as(
          'alternatives',
        ),
      })
      .from(
        sql`(select distinct word from unnest(tsvector_to_array(to_tsvector('simple', ${searchText}))) as word
          where length(to_tsvector('english', word)) > 0) as searched`,
      )
      .leftJoin(
        titleWords,
        sql`${titleWords.word} % searched.word and similarity(${titleWords.word}, searched.word) >= ${sql.raw(String(TYPO_SIMILARITY))}`,
      )
      .groupBy(sql`searched.word`)
      .as('per_word');
    const words = sql`string_agg(${perWord.alternatives}, ' & ')`;
    return db
      .select({
        complete: sql<boolean | null>`bool_and(${perWord.alternatives} is not null)`,
        typoLexemes: sql<string | null>`to_tsquery('english', ${words})::text`,
        typoWords: sql<string | null>`(${words})::tsquery::text`,
      })
      .from(perWord);
  });
}

async function corrections(db: Database, search: string): Promise<Corrections | undefined> {
  const [row] = await correctionsStatement(db).execute({ search });
  if (!row?.complete || !row.typoLexemes || !row.typoWords) return undefined;
  return { typoLexemes: row.typoLexemes, typoWords: row.typoWords };
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

type SearchParams = { search: string; category?: number } & Partial<Corrections>;

// Tier, filters and words whose walk last fell short of a page: their next page goes to the GIN index at
// once. Only the way a page is found is remembered, never a result, so an entry can never be wrong, only
// slower than needed; the oldest entries go first.
const sparseTiers = new Set<string>();
const SPARSE_TIERS_KEPT = 10_000;
const rememberSparse = (key: string) => {
  sparseTiers.add(key);
  if (sparseTiers.size > SPARSE_TIERS_KEPT) sparseTiers.delete(sparseTiers.values().next().value!);
};

async function tierSlice(
  db: Database,
  tier: SearchTier,
  filters: SearchFilters,
  params: SearchParams,
  offset: number,
  limit: number,
) {
  const match = () => matchStatement(db, tier, filters).execute({ ...params, offset, limit });
  const sparseKey = `${shapeName(tier, filters)}:${params.category}:${tier === 'typo' ? params.typoWords : params.search}`;
  if (sparseTiers.has(sparseKey)) return match();
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
  rememberSparse(sparseKey);
  return match();
}

/** Ids of the products at ranks [offset, offset + limit) of the search, in order. */
export async function rankSearch(db: Database, search: string, filters: SearchFilters, offset: number, limit: number) {
  let params: SearchParams = { search, category: filters.category };
  const ids: number[] = [];
  let skip = offset;
  let fullTextMatches = 0;
  for (const tier of SEARCH_TIERS) {
    if (tier === 'typo') {
      if (fullTextMatches >= TYPO_THRESHOLD) break;
      const corrected = await corrections(db, search);
      if (!corrected) break;
      params = { ...params, ...corrected };
    }
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
  const corrected = few!.n < TYPO_THRESHOLD ? await corrections(db, search) : undefined;
  const withTypos = corrected !== undefined;
  const match = withTypos
    ? sql`(${products.search} @@ ${textQuery} or ${holdsCorrectedWords(products)})`
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
  return (await statement.execute({ ...params, ...corrected, offset, limit })).map((row) => row.id);
}
