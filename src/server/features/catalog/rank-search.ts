import { and, eq, lt, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { DEFAULT_PAGE_SIZE } from '../../../contract/catalog.js';
import type { ProductSort } from '../../../contract/product-sorts.js';
import { searchWords } from '../../../contract/search-words.js';
import type { Database } from '../../db/client.js';
import { categories, products, searchPostings, titleWords } from '../../db/schema/catalog.js';
import { preparedOnce } from '../../db/prepared.js';
import { isPublished, unseenByPlanner } from './present-product.js';
import { SORT_ORDERS } from './sort-orders.js';

/**
 * Search ranking (decisions 011, 035 and 044), a total order over every match of a search's words (at most
 * six, stop words left out: `searchWords`). A word *matches* a product when its full text (title, tags,
 * description) or its category's name holds it; in typo mode also when its title holds a correction of it
 * (a title word similar to it, decision 035). Typo mode is on only when fewer than a default page of products
 * match any word by full text or category name. Tiers, in order:
 * 1. products whose title holds every word;
 * 2. the others by how many words they match (more first), then by how many of those they match without a
 *    correction (more first): tier (total, exact);
 * within each tier best-selling first, then newest, then highest id: the order of
 * `products_published_popular_idx`, so a page of a common word is found by walking that index.
 */
export type SearchTier = { kind: 'title' } | { kind: 'words'; total: number; exact: number };
/** How a tier's statements are built: titles holding every word, tiers matching a word as written, and the rest. */
type TierKind = 'title' | 'words' | 'corrected';
const kindOf = (tier: SearchTier): TierKind => (tier.kind === 'title' ? 'title' : tier.exact > 0 ? 'words' : 'corrected');
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
// A walk of the postings reads only products holding a word, each from the index: it stops as soon as the page
// is found, so a longer first walk costs only when the tier is sparse, and spares a second walk (decision 060).
const POSTINGS_WALK_MIN = 2_000;
const WALK_ROWS_PER_HIT = 12;

export interface SearchFilters {
  category?: number;
  under20: boolean;
}

interface Columns {
  search: SQLWrapper;
  titleSearch: SQLWrapper;
  title: SQLWrapper;
  categoryId: SQLWrapper;
}

/** What a search's statements are built for: how many words, and whether typo corrections count. */
interface SearchShape {
  words: number;
  typo: boolean;
}

/**
 * The SQL of a search of `shape.words` words. Every value is a placeholder: each word (`w1`..), the ids of the
 * categories whose name holds it (`c1`..), its corrections (`tl1`.. as English lexemes for the title_search
 * index, `tw1`.. as the exact words, rechecked so "Hopefulness" is not taken for "hope"), and the whole search
 * as one query of every word (`all`) and of any word (`any`, `anyCategories`, `anyTypo`). Scalar subqueries:
 * evaluated once per query, not per row under a generic plan.
 */
function searchSql({ words, typo }: SearchShape) {
  const indexes = Array.from({ length: words }, (_, i) => i + 1);
  const word = (i: number) => sql`(select plainto_tsquery('english', ${sql.placeholder(`w${i}`)}))`;
  // Every value through a sub-select, so that no custom plan looks cheaper than the generic one (see `unseen`);
  // cast again, or `any((select array))` would compare with each row of the sub-select.
  const value = (name: string, type: string) => sql`(select ${sql.placeholder(name)}::${sql.raw(type)})::${sql.raw(type)}`;
  const exact = (c: Columns, i: number) => sql`(${c.search} @@ ${word(i)} or ${c.categoryId} = any(${value(`c${i}`, 'int[]')}))`;
  const corrected = (c: Columns, i: number) =>
    sql`coalesce(${c.titleSearch} @@ ${value(`tl${i}`, 'tsquery')} and to_tsvector('simple', ${c.title}) @@ ${value(`tw${i}`, 'tsquery')}, false)`;
  const sum = (parts: SQL[]) => sql`(${sql.join(parts, sql` + `)})`;
  const exactCount = (c: Columns) => sum(indexes.map((i) => sql`${exact(c, i)}::int`));
  const totalCount = (c: Columns) =>
    typo ? sum(indexes.map((i) => sql`(${exact(c, i)} or ${corrected(c, i)})::int`)) : exactCount(c);
  const titleHoldsAll = (c: Columns) => sql`${c.titleSearch} @@ (select plainto_tsquery('english', ${sql.placeholder('all')}))`;
  const anyExact = (c: Columns) =>
    sql`(${c.search} @@ (select to_tsquery('english', ${sql.placeholder('any')})) or ${c.categoryId} = any(${value('anyCategories', 'int[]')}))`;
  // In typo mode the title_search index finds the candidates of every correction; `corrected` rechecks them.
  const anyMatch = (c: Columns) =>
    typo ? sql`((${anyExact(c)} or ${c.titleSearch} @@ ${value('anyTypo', 'tsquery')}) and ${totalCount(c)} > 0)` : anyExact(c);
  // Without typo mode a word matches only as written: total and exact are one count, computed once.
  const tierMatch = (tier: TierKind, c: Columns) =>
    tier === 'title'
      ? titleHoldsAll(c)
      : typo
        ? sql`(not (${titleHoldsAll(c)}) and ${totalCount(c)} = ${sql.placeholder('total')} and ${exactCount(c)} = ${sql.placeholder('exact')})`
        : sql`(not (${titleHoldsAll(c)}) and ${exactCount(c)} = ${sql.placeholder('exact')})`;
  // What the GIN indexes find a tier's candidates by: titles holding every word through title_search; a tier
  // matching `exact` words as written through the query "some `exact` of the words" (`atLeast`, so an empty
  // tier of two common words is not a scan of either's matches) or a category holding a word; a tier of
  // corrections only through title_search and the corrections.
  const tierCandidates = (tier: TierKind, c: Columns) =>
    tier === 'title'
      ? titleHoldsAll(c)
      : tier === 'words'
        ? sql`(${c.search} @@ (select to_tsquery('english', ${sql.placeholder('atLeast')})) or ${c.categoryId} = any(${value('anyCategories', 'int[]')}))`
        : sql`${c.titleSearch} @@ ${value('anyTypo', 'tsquery')}`;
  return { anyExact, anyMatch, tierMatch, tierCandidates, titleHoldsAll, totalCount, exactCount };
}

const shapeKey = ({ words, typo }: SearchShape) => `w${words}${typo ? '_typo' : ''}`;

function filterConditions(filters: SearchFilters) {
  return [
    filters.category !== undefined ? eq(products.categoryId, sql.placeholder('category')) : undefined,
    filters.under20 ? lt(products.priceCents, UNDER_20_CENTS) : undefined,
  ];
}

const filterKey = (filters: SearchFilters) =>
  `${filters.category !== undefined ? '_category' : ''}${filters.under20 ? '_under20' : ''}`;

/**
 * Everything a search needs before its tiers, in one statement (one round trip): per searched word, its
 * English lexemes and the ids of the categories whose name holds it (names are read at query time); whether
 * full text and category names find fewer than TYPO_THRESHOLD matches of any word (typo mode); and only then
 * each word's corrections: the title words similar to it, itself included when a title holds it, as English
 * lexemes and as the exact words (null when no title word is like it). Without filters typo mode is off at
 * once when a word's lexeme has TYPO_THRESHOLD postings or its categories that many products (decision 060);
 * with a filter, a walk of the first WALK_MIN products in ranking order settles it when that finds enough.
 * Otherwise the indexes count (full text and category apart: an OR of the two would be a scan), cheap since
 * every word is then rare. The count and the corrections are evaluated only when needed.
 */
function wordsStatement(db: Database, filters: SearchFilters) {
  return preparedOnce(db, `search_words${filterKey(filters)}`, () => {
    // Values through sub-selects, so that no custom plan looks cheaper than the generic one (see `unseen`).
    const anyWord = sql`search @@ (select to_tsquery('english', ${sql.placeholder('any')}))`;
    const inAnyCategory = sql`category_id = any((select ids from every_category)::int[])`;
    const published = and(isPublished, ...filterConditions(filters));
    const threshold = sql.raw(String(TYPO_THRESHOLD));
    const wordCategories = sql`to_tsvector('english', ${categories.name}) @@ plainto_tsquery('english', searched.word)`;
    // Quoted as tsquery lexemes; the parser's tokens hold no quote or backslash, escaped all the same.
    // Without filters: a word whose lexeme has a page of postings, or categories holding a page of products.
    const commonWithoutFilters = sql`(exists (select 1 from word_categories where cardinality(lexemes) = 1 and (select count(*) from (
          select 1 from ${searchPostings} where ${searchPostings.lexeme} = word_categories.lexemes[1] limit ${threshold}) p) >= ${threshold})
        or (case when (select ids from every_category) = '{}' then false else (select count(*) from (
          select 1 from ${products} where ${published} and ${inAnyCategory} limit ${threshold}) c) >= ${threshold} end))`;
    const quoted = sql`'''' || replace(replace(${titleWords.word}, '\\', '\\\\'), '''', '''''') || ''''`;
    return db
      .select({
        categoryIds: sql<number[]>`searched.ids`,
        lexemes: sql<string[]>`searched.lexemes`,
        exactMatches: sql<number>`searched.matches`,
        correctionLexemes: sql<string | null>`to_tsquery('english', corrections.alternatives)::text`,
        words: sql<string | null>`corrections.alternatives::tsquery::text`,
      })
      .from(
        sql`(with word_categories as (select searched.n, min(searched.word) as word,
              -- A word the parser splits (a single token in most languages) gets no lexeme here: no postings shortcut.
              case when length(to_tsvector('simple', min(searched.word))) = 1
                then tsvector_to_array(to_tsvector('english', min(searched.word))) else '{}' end as lexemes,
              coalesce(array_agg(${categories.id} order by ${categories.id}) filter (where ${categories.id} is not null), '{}') as ids
              from unnest((select ${sql.placeholder('words')}::text[])::text[]) with ordinality as searched(word, n)
              left join ${categories} on ${wordCategories}
              group by searched.n),
            every_category as (select coalesce(array_agg(distinct id), '{}') as ids from word_categories, unnest(word_categories.ids) as id),
            walked as (select search, category_id from ${products} where ${published}
              order by ${products.salesCount} desc nulls last, ${products.createdAt} desc nulls last, ${products.id} desc nulls last
              limit ${sql.raw(String(WALK_MIN))})
          select word_categories.*, (case
            when ${filterKey(filters) === '' ? commonWithoutFilters : sql`(select count(*) from (select 1 from walked where ${anyWord} or ${inAnyCategory} limit ${threshold}) w) >= ${threshold}`}
              then ${threshold}
            else (select count(*) from (
              (select 1 from ${products} where ${published} and ${anyWord})
              union all (select 1 from ${products} where ${published} and ${inAnyCategory} and not ${anyWord})
              limit ${threshold}) m)
          end)::int as matches
          from word_categories) searched`,
      )
      .leftJoin(
        sql`lateral (select '(' || string_agg(${quoted}, ' | ' order by ${titleWords.word}) || ')' as alternatives from ${titleWords}
          where searched.matches < ${threshold} and ${titleWords.word} % searched.word
            and similarity(${titleWords.word}, searched.word) >= ${sql.raw(String(TYPO_SIMILARITY))}) corrections`,
        sql`true`,
      )
      .orderBy(sql`searched.n`);
  });
}

const statementName = (kind: string, shape: SearchShape, filters: SearchFilters) =>
  `search_${kind}_${shapeKey(shape)}${filterKey(filters)}`;

const popularOrder = SORT_ORDERS['best-selling'];

/**
 * A walk's length, LIMIT or OFFSET the planner cannot see (decision 037): with the values visible, each custom
 * plan looks cheaper than the generic one and PostgreSQL would plan every execution afresh (decision 060
 * measured tier statements planned anew on every search). Drizzle writes any SQL object after LIMIT or
 * OFFSET; its types name only a placeholder.
 */
const unseen = (name: string) => unseenByPlanner(name) as unknown as Placeholder;

/** The first `limit` published products in ranking order (a walk of the popularity index), with what a tier reads. */
function walkedProducts(db: Database, filters: SearchFilters, limit: number | Placeholder) {
  return db.$with('walked').as(
    db
      .select({
        id: products.id,
        salesCount: products.salesCount,
        createdAt: products.createdAt,
        title: products.title,
        search: products.search,
        titleSearch: products.titleSearch,
        categoryId: products.categoryId,
      })
      .from(products)
      .where(and(isPublished, ...filterConditions(filters)))
      .orderBy(sql`${products.salesCount} desc nulls last, ${products.createdAt} desc nulls last, ${products.id} desc nulls last`)
      .limit(limit),
  );
}

/**
 * The first `walk` published products in ranking order, then this tier's matches among them: an index
 * walk that stops early, exact whenever it fills the page (a prefix of the order holds the page).
 * The tier condition sits outside the limited subquery, so PostgreSQL cannot trade the walk for a GIN scan.
 */
function walkStatement(db: Database, kind: TierKind, shape: SearchShape, filters: SearchFilters) {
  return preparedOnce(db, statementName(`walk_${kind}`, shape, filters), () => {
    const walked = walkedProducts(db, filters, unseen('walk'));
    return db
      .with(walked)
      .select({ id: walked.id })
      .from(walked)
      .where(searchSql(shape).tierMatch(kind, walked))
      .orderBy(sql`${walked.salesCount} desc nulls last, ${walked.createdAt} desc nulls last, ${walked.id} desc nulls last`)
      .limit(unseen('limit'))
      .offset(unseen('offset'));
  });
}

/**
 * A walk of the postings (decision 060): the products holding any searched word (its lexeme, or its category),
 * merged in ranking order from one index range per word, each with the words it holds and those its title
 * holds; the first `walk` of them, then this tier's among them. As exact as the walk of every product
 * (a tier's products all hold a word), but it reads only the products that hold one, from the index alone.
 */
function postingsWalkStatement(db: Database, kind: 'title' | 'words', words: number) {
  return preparedOnce(db, `search_postings_walk_${kind}_w${words}`, () => postingsWalkQuery(db, kind, words));
}

function postingsWalkQuery(db: Database, kind: 'title' | 'words', words: number) {
  const order = sql`sales_count desc nulls last, created_at desc nulls last, product_id desc nulls last`;
  const branches = Array.from({ length: words }, (_, index) => {
    const i = index + 1;
    return sql`(select ${searchPostings.salesCount}, ${searchPostings.createdAt}, ${searchPostings.productId}, ${searchPostings.inTitle}, ${sql.raw(String(1 << index))} as word
          from ${searchPostings} where ${searchPostings.lexeme} = ${sql.placeholder(`l${i}`)}::text order by ${order})
        union all
        (select ${products.salesCount}, ${products.createdAt}, ${products.id} as product_id, false, ${sql.raw(String(1 << index))}
          from ${products} where ${isPublished} and ${products.categoryId} = ${sql.placeholder(`pc${i}`)}::int order by ${order})`;
  });
  // Each word is a bit: a product can appear twice for one word (its lexeme and its category), so the words
  // held are the bits set, which costs far less than count(distinct) and its sort per product.
  const all = sql.raw(String((1 << words) - 1));
  const held = sql.join(
    Array.from({ length: words }, (_, index) => sql`((held >> ${sql.raw(String(index))}) & 1)`),
    sql` + `,
  );
  const test = kind === 'title' ? sql`titled = ${all}` : sql`${held} = ${sql.placeholder('exact')}::int and titled <> ${all}`;
  return db
    .select({ id: sql<number>`walked.product_id` })
    .from(
      sql`(select sales_count, created_at, product_id, bit_or(word) as held, coalesce(bit_or(word) filter (where in_title), 0) as titled
          from (${sql.join(branches, sql` union all `)}) postings
          group by sales_count, created_at, product_id order by ${order} limit ${unseenByPlanner('walk')}) walked`,
    )
    .where(test)
    .orderBy(sql`walked.sales_count desc nulls last, walked.created_at desc nulls last, walked.product_id desc nulls last`)
    .limit(unseen('limit'))
    .offset(unseen('offset'));
}

/**
 * A first page whose title tier is known to be sparse, in one round trip (decision 060): that tier's matches
 * through the GIN index (complete) and the walk of the postings for the next tier (every word held), each with
 * its rank within its part.
 */
function titleThenWordsStatement(db: Database, shape: SearchShape) {
  return preparedOnce(db, `search_title_then_words_w${shape.words}`, () =>
    db
      .select({ tier: sql<number>`pair.tier`, id: sql<number>`pair.id` })
      .from(
        sql`(select 0 as tier, row_number() over () as n, title.* from (${matchQuery(db, 'title', shape, { under20: false })}) title
          union all select 1, row_number() over (), words.* from (${postingsWalkQuery(db, 'words', shape.words)}) words) pair`,
      )
      .orderBy(sql`pair.tier, pair.n`),
  );
}

/**
 * Every match of the tier, found through the GIN indexes (the whole search as one query of any word, the
 * category index for a category's name), then sorted: cheap when the tier is rare, which is when it runs.
 */
function matchStatement(db: Database, kind: TierKind, shape: SearchShape, filters: SearchFilters) {
  return preparedOnce(db, statementName(`match_${kind}`, shape, filters), () => matchQuery(db, kind, shape, filters));
}

function matchQuery(db: Database, kind: TierKind, shape: SearchShape, filters: SearchFilters) {
  const search = searchSql(shape);
  return db
    .select({ id: sql<number>`hits.id` })
    .from(
      sql`(with hits as materialized (select ${products.id}, ${products.salesCount}, ${products.createdAt} from ${products} where ${and(
        isPublished,
        search.tierCandidates(kind, products),
        search.tierMatch(kind, products),
        ...filterConditions(filters),
      )}) select * from hits) hits`,
    )
    .orderBy(popularOrder)
    .limit(unseen('limit'))
    .offset(unseen('offset'));
}

/**
 * In typo mode, every product matching a word as written, ranked: fewer than TYPO_THRESHOLD (that is what typo
 * mode means), so one statement through the GIN indexes answers every tier matching a word as written, and
 * only the tiers of corrections alone are walked (decision 060).
 */
function writtenTiersStatement(db: Database, shape: SearchShape, filters: SearchFilters) {
  return preparedOnce(db, statementName('written', shape, filters), () => {
    const search = searchSql(shape);
    return db
      .select({ id: sql<number>`hits.id` })
      .from(
        sql`(with hits as materialized (select ${products.id}, ${products.salesCount}, ${products.createdAt},
          ${search.titleHoldsAll(products)} as title, ${search.totalCount(products)} as total, ${search.exactCount(products)} as exact
          from ${products} where ${and(isPublished, search.anyExact(products), ...filterConditions(filters))}) select * from hits) hits`,
      )
      .orderBy(sql`hits.title desc, hits.total desc, hits.exact desc`, popularOrder);
  });
}

function countStatement(db: Database, kind: TierKind, shape: SearchShape, filters: SearchFilters) {
  return preparedOnce(db, statementName(`count_${kind}`, shape, filters), () => {
    const search = searchSql(shape);
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(
        and(isPublished, search.tierCandidates(kind, products), search.tierMatch(kind, products), ...filterConditions(filters)),
      );
  });
}

/** A search made ready to run: its shape, its placeholders' values and its tiers in ranking order. */
interface PreparedSearch {
  words: string[];
  shape: SearchShape;
  params: Record<string, unknown>;
  tiers: SearchTier[];
  /** Each word's one lexeme and at most one category, when its tiers can be walked through the postings. */
  postings?: Record<string, unknown>;
}

/** The tiers of a search of `words` words, `corrected` of which have a correction (typo mode only). */
export function searchTiers(words: number, typo: boolean, corrected: number): SearchTier[] {
  const tiers: SearchTier[] = [{ kind: 'title' }];
  for (let total = words; total >= 1; total--) {
    for (let exact = total; exact >= (typo ? Math.max(0, total - corrected) : total); exact--) {
      tiers.push({ kind: 'words', total, exact });
    }
  }
  return tiers;
}

/**
 * The postings walk's values (decision 060): each word's lexeme (`l1`..) and category (`pc1`.., null for
 * none). Only without filters (postings hold no category or price) and when each word is one lexeme and
 * in at most one category's name (one ordered index range each); otherwise the tiers walk the products.
 */
function postingsParams(rows: { lexemes: string[]; categoryIds: number[] }[], filters: SearchFilters) {
  if (filterKey(filters) !== '' || rows.some((row) => row.lexemes.length !== 1 || row.categoryIds.length > 1)) return undefined;
  const params: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    params[`l${i + 1}`] = row.lexemes[0];
    params[`pc${i + 1}`] = row.categoryIds[0] ?? null;
  });
  return params;
}

/** Reads the search's words, their categories and (when full text finds few matches) their corrections. */
async function prepareSearch(db: Database, search: string, filters: SearchFilters): Promise<PreparedSearch | undefined> {
  const words = searchWords(search);
  if (words.length === 0) return undefined;
  // Words are runs of letters and digits only: quoted, they are safe tsquery lexemes.
  const any = words.map((word) => `'${word}'`).join(' | ');
  const rows = await wordsStatement(db, filters).execute({ words, any, category: filters.category });
  const params: Record<string, unknown> = {
    category: filters.category,
    all: words.join(' '),
    any,
    anyCategories: [...new Set(rows.flatMap((row) => row.categoryIds))],
  };
  words.forEach((word, i) => {
    params[`w${i + 1}`] = word;
    params[`c${i + 1}`] = rows[i]?.categoryIds ?? [];
  });
  const corrected = rows.filter((row) => row.correctionLexemes && row.words);
  const { exactMatches } = rows[0]!;
  if (exactMatches >= TYPO_THRESHOLD || corrected.length === 0) {
    // Nothing matches any word as written, and nothing corrects one: no tier has a product.
    const tiers = exactMatches === 0 ? [] : searchTiers(words.length, false, 0);
    return { words, params, shape: { words: words.length, typo: false }, tiers, postings: postingsParams(rows, filters) };
  }
  rows.forEach((row, i) => {
    params[`tl${i + 1}`] = row.correctionLexemes;
    params[`tw${i + 1}`] = row.words;
  });
  params.anyTypo = corrected.map((row) => `(${row.correctionLexemes})`).join(' | ');
  return {
    words,
    shape: { words: words.length, typo: true },
    params,
    tiers: searchTiers(words.length, true, corrected.length),
  };
}

// Tier, filters and words whose walk last fell short of a page: their next page goes to the GIN index at
// once. Only the way a page is found is remembered, never a result, so an entry can never be wrong, only
// slower than needed; the oldest entries go first.
const sparseTiers = new Set<string>();
const SPARSE_TIERS_KEPT = 10_000;
const rememberSparse = (key: string) => {
  sparseTiers.add(key);
  if (sparseTiers.size > SPARSE_TIERS_KEPT) sparseTiers.delete(sparseTiers.values().next().value!);
};

/** Every way to choose `size` of the items, in order. */
function choose<T>(items: T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...choose(rest, size - 1).map((chosen) => [first, ...chosen]), ...choose(rest, size)];
}

/** A tsquery text holding when at least `count` of the words are held: `('a' & 'b') | ('a' & 'c') | ...`. */
export const atLeastQuery = (words: string[], count: number) =>
  choose(words, count)
    .map((chosen) => `(${chosen.map((word) => `'${word}'`).join(' & ')})`)
    .join(' | ');

const tierParams = (prepared: PreparedSearch, tier: SearchTier) =>
  tier.kind === 'words'
    ? { total: tier.total, exact: tier.exact, atLeast: atLeastQuery(prepared.words, Math.max(1, tier.exact)) }
    : {};

const sparseKeyOf = (prepared: PreparedSearch, tier: SearchTier, filters: SearchFilters) =>
  `${statementName(kindOf(tier), prepared.shape, filters)}:${JSON.stringify({ ...prepared.params, ...tierParams(prepared, tier) })}`;

/**
 * The first page when its title tier is remembered sparse and the postings can be walked: the title tier and
 * the first rows of the next one (every word held) in one statement. No page when the two fall short of it:
 * the tiers after the title tier are then read one by one.
 */
async function firstPageByPostings(db: Database, prepared: PreparedSearch, filters: SearchFilters, limit: number) {
  const [title, words] = prepared.tiers;
  if (
    !prepared.postings ||
    title?.kind !== 'title' ||
    words?.kind !== 'words' ||
    !sparseTiers.has(sparseKeyOf(prepared, title, filters))
  ) {
    return undefined;
  }
  const rows = await titleThenWordsStatement(db, prepared.shape).execute({
    ...prepared.params,
    ...prepared.postings,
    exact: words.exact,
    walk: Math.min(WALK_MAX, Math.max(POSTINGS_WALK_MIN, limit * WALK_ROWS_PER_HIT)),
    offset: 0,
    limit,
  });
  const titled = rows.filter((row) => row.tier === 0).map((row) => row.id);
  const next = rows.filter((row) => row.tier === 1).map((row) => row.id);
  // Even a short walk's rows are the first of their tier: the page is found when the two parts fill it.
  const page = [...titled, ...next].slice(0, limit);
  return { titled, page: page.length === limit ? page : undefined };
}

async function tierSlice(
  db: Database,
  tier: SearchTier,
  filters: SearchFilters,
  prepared: PreparedSearch,
  offset: number,
  limit: number,
) {
  const { shape } = prepared;
  const params = { ...prepared.params, ...tierParams(prepared, tier) };
  const kind = kindOf(tier);
  const match = () => matchStatement(db, kind, shape, filters).execute({ ...params, offset, limit });
  const sparseKey = sparseKeyOf(prepared, tier, filters);
  if (sparseTiers.has(sparseKey)) return match();
  const { postings } = prepared;
  const byPostings = postings !== undefined && kind !== 'corrected';
  const walkFor = (walk: number) =>
    byPostings
      ? postingsWalkStatement(db, kind, shape.words).execute({
          ...postings,
          exact: params.exact,
          walk: Math.ceil(walk),
          offset,
          limit,
        })
      : walkStatement(db, kind, shape, filters).execute({ ...params, walk: Math.ceil(walk), offset, limit });
  const minimum = byPostings ? POSTINGS_WALK_MIN : tier.kind === 'words' && tier.exact < tier.total ? TYPO_WALK_MIN : WALK_MIN;
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
  const prepared = await prepareSearch(db, search, filters);
  if (!prepared) return [];
  const ids: number[] = [];
  let skip = offset;
  let { tiers } = prepared;
  const first = offset === 0 ? await firstPageByPostings(db, prepared, filters, limit) : undefined;
  if (first?.page) return first.page;
  if (first) {
    // The title tier was read whole (its GIN match): the tiers after it start the page's rest.
    ids.push(...first.titled);
    tiers = tiers.slice(1);
  }
  if (prepared.shape.typo) {
    const written = await writtenTiersStatement(db, prepared.shape, filters).execute(prepared.params);
    ids.push(...written.slice(offset, offset + limit).map((row) => row.id));
    if (ids.length === limit) return ids;
    skip = Math.max(0, offset - written.length);
    tiers = tiers.filter((tier) => kindOf(tier) === 'corrected');
  }
  for (const tier of tiers) {
    const want = limit - ids.length;
    const found = await tierSlice(db, tier, filters, prepared, skip, want);
    ids.push(...found.map((row) => row.id));
    if (ids.length === limit) break;
    // The tier ends inside or before this page: its size says where the next tier's rows start.
    const size =
      found.length > 0 || skip === 0
        ? skip + found.length
        : (
            await countStatement(db, kindOf(tier), prepared.shape, filters).execute({
              ...prepared.params,
              ...tierParams(prepared, tier),
            })
          )[0]!.n;
    skip = Math.max(0, skip - size);
  }
  return ids;
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
  const prepared = await prepareSearch(db, search, filters);
  if (!prepared) return [];
  const { shape, params } = prepared;
  const statement = preparedOnce(db, statementName(`sorted_${sort}`, shape, filters), () =>
    db
      .select({ id: sql<number>`hits.id` })
      .from(
        sql`(with hits as materialized (select ${products.id}, ${products.salesCount}, ${products.createdAt}, ${products.priceCents} from ${products} where ${and(
          isPublished,
          searchSql(shape).anyMatch(products),
          ...filterConditions(filters),
        )}) select * from hits) hits`,
      )
      .orderBy(SORT_ORDERS[sort])
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  return (await statement.execute({ ...params, offset, limit })).map((row) => row.id);
}
