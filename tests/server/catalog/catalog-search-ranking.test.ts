import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productList } from '../../../src/contract/catalog.js';
import { searchWords } from '../../../src/contract/search-words.js';
import { users } from '../../../src/server/db/schema/auth.js';
import { categories, products } from '../../../src/server/db/schema/catalog.js';
import { TYPO_SIMILARITY } from '../../../src/server/features/catalog/rank-search.js';
import { productValues, uniqueEmail, uniqueWord } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * Search answers must be the full ranking of every match (decision 011), page after page: titles holding
 * every word, then by how many words a product matches, then by how many it matches without a typo
 * correction (decision 044; corrections, only when full text finds fewer than 24, are decision 035's);
 * within a tier best-selling, newest, highest id.
 * The expected order is computed here by brute force over every product in the database.
 */

let t: TestApp;
/** Category names by id, read when the app starts: a category's name is searched as a product's own words. */
let categoryNames = new Map<number, string>();
beforeAll(async () => {
  t = await createTestApp();
  await readCategoryNames();
});

async function readCategoryNames() {
  categoryNames = new Map((await t.db.select().from(categories)).map((row) => [row.id, row.name]));
}
afterAll(async () => {
  await t.app.close();
});

type Row = typeof products.$inferSelect;

/** Inserts the listings in two statements (creators, then products): one published product per creator. */
async function seed(listings: Partial<typeof products.$inferInsert>[]) {
  const creators = await t.db
    .insert(users)
    .values(listings.map(() => ({ email: uniqueEmail('creator'), firstName: 'Rowan', lastName: 'Vale' })))
    .returning({ id: users.id });
  return t.db
    .insert(products)
    .values(listings.map((listing, i) => productValues(creators[i]!.id, listing)))
    .returning();
}

async function fetchAll(search: string, pageSize: number, extra = '') {
  const found: number[] = [];
  for (let page = 1; ; page++) {
    const response = await t.app.inject({
      url: `/api/products?search=${encodeURIComponent(search)}&pageSize=${pageSize}&page=${page}${extra}`,
    });
    expect(response.statusCode).toBe(200);
    const ids = productList.parse(response.json()).map((p) => p.id);
    found.push(...ids);
    if (ids.length < pageSize) return found;
  }
}

const everyProduct = () => t.db.select().from(products);

// Lowercased runs of letters and digits. The searches here hold no English stop word (left out on both
// sides by the server) and no hyphen or other joiner that PostgreSQL's parser would keep inside a word.
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** pg_trgm's trigrams of one word: padded with two spaces before and one after, every three characters. */
function trigrams(word: string) {
  const padded = Array.from(`  ${word} `);
  return new Set(padded.slice(2).map((_, i) => padded.slice(i, i + 3).join('')));
}

/** pg_trgm's similarity: trigrams in common over trigrams of either. */
function similarity(a: string, b: string) {
  const [x, y] = [trigrams(a), trigrams(b)];
  const common = [...x].filter((trigram) => y.has(trigram)).length;
  return common / (x.size + y.size - common);
}

/**
 * Brute force over the given rows: the ranking definition (decision 044) written out in plain code. A word
 * matches a product when its title, tags, description or category name holds it, or, only when fewer than
 * 24 products match a word that way, when its title holds a word similar to it. Titles holding every word
 * first, then more words matched, then more words matched without a correction.
 */
function expectedRanking(rows: Row[], search: string) {
  const words = searchWords(search);
  const published = rows.filter((row) => row.status === 'published');
  const exact = (row: Row, word: string) =>
    wordsOf(`${row.title} ${row.tags.join(' ')} ${row.description} ${categoryNames.get(row.categoryId) ?? ''}`).includes(word);
  const corrected = (row: Row, word: string) =>
    wordsOf(row.title).some((titleWord) => similarity(word, titleWord) >= TYPO_SIMILARITY);
  const typoMode = published.filter((row) => words.some((word) => exact(row, word))).length < 24;
  const keyOf = (row: Row) => {
    const exactCount = words.filter((word) => exact(row, word)).length;
    const total = words.filter((word) => exact(row, word) || (typoMode && corrected(row, word))).length;
    if (total === 0) return undefined;
    if (words.every((word) => wordsOf(row.title).includes(word))) return [0, 0, 0];
    return [1, -total, -exactCount];
  };
  return published
    .map((row) => ({ row, key: keyOf(row) }))
    .filter((entry): entry is { row: Row; key: number[] } => entry.key !== undefined)
    .sort(
      (a, b) =>
        a.key[0]! - b.key[0]! ||
        a.key[1]! - b.key[1]! ||
        a.key[2]! - b.key[2]! ||
        b.row.salesCount - a.row.salesCount ||
        b.row.createdAt.getTime() - a.row.createdAt.getTime() ||
        b.row.id - a.row.id,
    )
    .map(({ row }) => row.id);
}

const newest = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
const cheapest = (a: Row, b: Row) => a.priceCents - b.priceCents || newest(a, b);
const bestSelling = (a: Row, b: Row) => b.salesCount - a.salesCount || newest(a, b);

/** The matches of a search (whatever their rank) in a chosen order. */
function inChosenOrder(rows: Row[], search: string, compare: (a: Row, b: Row) => number) {
  const matches = new Set(expectedRanking(rows, search));
  return rows
    .filter((row) => matches.has(row.id))
    .sort(compare)
    .map((row) => row.id);
}

/** The word with its letter at `index` replaced by the next one in the alphabet: a typo. */
const typoOf = (word: string, index: number) =>
  `${word.slice(0, index)}${String.fromCharCode(((word.charCodeAt(index) - 97 + 1) % 26) + 97)}${word.slice(index + 1)}`;

/** The i-th of a seed's listings: many ties on sales and creation time, so the order's last keys (newest, then id) matter. */
const tiedListing = (now: number, i: number, fields: Partial<typeof products.$inferInsert>) => ({
  salesCount: i % 4 === 0 ? (i * 7) % 11 : 0,
  createdAt: new Date(now - (i % 23) * 60_000),
  categoryId: i % 3 === 0 ? 2 : 11,
  ...fields,
});

describe('search ranks every match', () => {
  const word = uniqueWord();
  const other = uniqueWord();

  beforeAll(async () => {
    const now = Date.now();
    const listing = (i: number, fields: Partial<typeof products.$inferInsert>) => tiedListing(now, i, fields);
    await seed([
      ...Array.from({ length: 60 }, (_, i) =>
        listing(i, { title: `Quiet ${word} Practice ${i}`, description: i % 2 ? `With ${other}.` : 'Calm.' }),
      ),
      ...Array.from({ length: 150 }, (_, i) =>
        listing(i + 60, {
          title: `Evening Practice ${i}`,
          description: i % 3 ? `A gentle ${word} session.` : 'Nothing here.',
          tags: i % 3 ? ['calm'] : [word, 'calm'],
        }),
      ),
      ...Array.from({ length: 90 }, (_, i) => listing(i + 210, { title: `Unrelated ${other} ${i}`, description: 'Breath.' })),
      // Held back or archived: never listed, whatever they say.
      ...Array.from({ length: 12 }, (_, i) =>
        listing(i + 300, { title: `Hidden ${word} ${i}`, status: i % 2 ? 'archived' : 'pending_review' }),
      ),
    ]);
  });

  it('answers every page of a word found in most products exactly as the full ranking, title matches first', async () => {
    const expected = expectedRanking(await everyProduct(), word);
    expect(expected).toHaveLength(60 + 150);
    expect(await fetchAll(word, 24)).toEqual(expected);
    // Pages that end inside a tier and pages that start in the next one.
    expect(await fetchAll(word, 7)).toEqual(expected);
    const page = await t.app.inject({ url: `/api/products?search=${word}&pageSize=10&page=6` });
    expect(productList.parse(page.json()).map((p) => p.id)).toEqual(expected.slice(50, 60));
  });

  it('ranks several words and a category filter the same way', async () => {
    const all = await everyProduct();
    expect(await fetchAll(`${word} ${other}`, 24)).toEqual(expectedRanking(all, `${word} ${other}`));
    const inCategory = all.filter((row) => row.categoryId === 2);
    expect(await fetchAll(word, 24, '&category=2')).toEqual(expectedRanking(inCategory, word));
    const cheap = all.filter((row) => row.priceCents < 2000);
    expect(await fetchAll(word, 24, '&filter=under-20')).toEqual(expectedRanking(cheap, word));
  });

  it('adds titles with a typo after the full-text matches only when these fill less than a page', async () => {
    const rare = uniqueWord();
    const typo = typoOf(rare, rare.length - 1);
    const few = await seed([
      { title: `Morning ${typo} Ritual`, salesCount: 3 },
      { title: `Evening ${typo} Ritual` },
      { title: `Plain Ritual`, description: `About ${rare}.` },
      { title: `${rare} Journal` },
      // Full-text matches of the common word outnumber a page: its typo twin must not be added.
      { title: `Daily ${typoOf(word, word.length - 1)} Practice` },
    ]);
    const all = await everyProduct();
    const rareExpected = expectedRanking(all, rare);
    expect(rareExpected).toEqual([few[3]!.id, few[2]!.id, few[0]!.id, few[1]!.id]);
    expect(await fetchAll(rare, 24)).toEqual(rareExpected);
    expect(await fetchAll(rare, 1)).toEqual(rareExpected);
    const commonFound = await fetchAll(word, 24);
    expect(commonFound).toEqual(expectedRanking(all, word));
    expect(commonFound).not.toContain(few[4]!.id);
  });

  it('answers a search in a chosen order with the same matches as the ranking, sorted by that order on every page', async () => {
    const chosen = uniqueWord();
    const now = Date.now();
    await seed(
      Array.from({ length: 40 }, (_, i) => ({
        title: i % 2 ? `${chosen} Session ${i}` : `Session ${i}`,
        description: `About ${chosen}.`,
        // Prices and sales with ties, so the later keys decide too.
        priceCents: 500 + (i % 7) * 300,
        salesCount: (i * 5) % 4,
        createdAt: new Date(now - (i % 9) * 60_000),
        status: i === 39 ? 'archived' : 'published',
      })),
    );
    const all = await everyProduct();
    expect(expectedRanking(all, chosen)).toHaveLength(39);
    expect(await fetchAll(chosen, 24, '&sort=newest')).toEqual(inChosenOrder(all, chosen, newest));
    expect(await fetchAll(chosen, 5, '&sort=price')).toEqual(inChosenOrder(all, chosen, cheapest));
    expect(await fetchAll(chosen, 24, '&sort=best-selling')).toEqual(inChosenOrder(all, chosen, bestSelling));
    // Relevance is the ranking itself.
    expect(await fetchAll(chosen, 24, '&sort=relevance')).toEqual(expectedRanking(all, chosen));
  });
});

describe('typo matches (decision 035)', () => {
  const rare = uniqueWord();
  const other = uniqueWord();
  // Three misspellings of the word in titles, one of the second word; neither searched below as written.
  const variants = [typoOf(rare, rare.length - 1), typoOf(rare, 5), `${rare.slice(0, 6)}${rare.slice(7)}`];
  const otherVariant = typoOf(other, other.length - 1);

  beforeAll(async () => {
    const now = Date.now();
    const listing = (i: number, fields: Partial<typeof products.$inferInsert>) =>
      tiedListing(now, i, { priceCents: i % 2 ? 1500 : 2500, description: 'Calm.', ...fields });
    await seed([
      // Full text finds 9 (under a page), so the typo tier joins.
      ...Array.from({ length: 4 }, (_, i) => listing(i, { title: `${rare} Journal ${i}` })),
      ...Array.from({ length: 5 }, (_, i) =>
        listing(i + 4, { title: `Plain Ritual ${i}`, ...(i % 2 ? { tags: [rare] } : { description: `About ${rare}.` }) }),
      ),
      ...Array.from({ length: 70 }, (_, i) =>
        listing(i + 9, { title: i % 5 ? `${variants[i % 3]} Ritual ${i}` : `${variants[i % 3]} ${otherVariant} Ritual` }),
      ),
      // A misspelling in the description only is no typo match: the tier reads titles.
      ...Array.from({ length: 10 }, (_, i) =>
        listing(i + 79, { title: `Evening Ritual ${i}`, description: `With ${variants[0]}.` }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        listing(i + 89, { title: `${variants[0]} Hidden ${i}`, status: i % 2 ? 'archived' : 'pending_review' }),
      ),
    ]);
  });

  it('ranks the typo tier after full text on every page, for any page size and filter', async () => {
    const all = await everyProduct();
    const expected = expectedRanking(all, rare);
    expect(expected).toHaveLength(9 + 70);
    expect(await fetchAll(rare, 24)).toEqual(expected);
    expect(await fetchAll(rare, 7)).toEqual(expected);
    expect(await fetchAll(rare, 5)).toEqual(expected);
    const page = await t.app.inject({ url: `/api/products?search=${rare}&pageSize=10&page=4` });
    expect(productList.parse(page.json()).map((p) => p.id)).toEqual(expected.slice(30, 40));
    for (const [query, rows] of [
      ['&category=2', all.filter((row) => row.categoryId === 2)],
      ['&filter=under-20', all.filter((row) => row.priceCents < 2000)],
    ] as const) {
      const filtered = expectedRanking(rows, rare);
      expect(filtered.length).toBeGreaterThan(20);
      expect(await fetchAll(rare, 24, query)).toEqual(filtered);
      expect(await fetchAll(rare, 5, query)).toEqual(filtered);
    }
  });

  it('answers a typo search in a chosen order with the same matches', async () => {
    const all = await everyProduct();
    expect(await fetchAll(rare, 24, '&sort=newest')).toEqual(inChosenOrder(all, rare, newest));
    expect(await fetchAll(rare, 7, '&sort=price')).toEqual(inChosenOrder(all, rare, cheapest));
    expect(await fetchAll(rare, 24, '&sort=best-selling&category=2')).toEqual(
      inChosenOrder(
        all.filter((row) => row.categoryId === 2),
        rare,
        bestSelling,
      ),
    );
  });

  it('corrects each word of a search: titles with a similar word for both come before those with one', async () => {
    const all = await everyProduct();
    // Another misspelling of each word, close enough to every variant in the titles.
    const search = `${typoOf(variants[0]!, rare.length - 1)} ${typoOf(other, 4)}`;
    const expected = expectedRanking(all, search);
    // The 14 titles holding both misspellings lead, then the 60 holding a word like the first only (56 of its
    // variants, 4 with the word itself); no full-text match at all.
    expect(expected).toHaveLength(74);
    const both = all.filter((row) => row.status === 'published' && row.title.includes(otherVariant)).map((row) => row.id);
    expect(both).toHaveLength(14);
    expect(new Set(expected.slice(0, 14))).toEqual(new Set(both));
    expect(await fetchAll(search, 24)).toEqual(expected);
    expect(await fetchAll(search, 4)).toEqual(expected);
    expect(await fetchAll(search, 24, '&sort=newest')).toEqual(inChosenOrder(all, search, newest));
  });

  it('finds the titles of the corrected word for a misspelt real word', async () => {
    const seeded = await seed([
      { title: 'Morning Meditation Guide', salesCount: 2 },
      { title: 'Evening Meditation Practice' },
      { title: 'Quiet Hour', description: 'A short meditation.' },
    ]);
    const expected = expectedRanking(await everyProduct(), 'meditaton');
    expect(expected).toEqual(expect.arrayContaining([seeded[0]!.id, seeded[1]!.id]));
    expect(expected).not.toContain(seeded[2]!.id);
    expect(await fetchAll('meditaton', 24)).toEqual(expected);
  });

  it('takes titles holding a corrected word itself, not another word of the same English stem', async () => {
    // "hopr" is similar to "hope", not to "hopefulness", though full text stems both to "hope".
    const [hope, hopefulness] = await seed([{ title: 'Hope Journal' }, { title: 'Hopefulness Journal' }]);
    const expected = expectedRanking(await everyProduct(), 'hopr');
    expect(expected).toContain(hope!.id);
    expect(expected).not.toContain(hopefulness!.id);
    expect(await fetchAll('hopr', 24)).toEqual(expected);
    expect(await fetchAll('hopr', 24, '&sort=newest')).toEqual(inChosenOrder(await everyProduct(), 'hopr', newest));
  });

  it('answers nothing for a word like no title word, and for a search of stop words only', async () => {
    const nowhere = uniqueWord();
    expect(expectedRanking(await everyProduct(), nowhere)).toEqual([]);
    expect(await fetchAll(nowhere, 24)).toEqual([]);
    expect(await fetchAll(nowhere, 24, '&sort=newest')).toEqual([]);
    expect(await fetchAll('the', 24)).toEqual([]);
  });

  it('finds a retitled product by the words of its new title, and no longer by the old ones', async () => {
    const [before, after] = [uniqueWord(), uniqueWord()];
    const [product] = await seed([{ title: `${before} Ritual`, description: 'Calm.' }]);
    expect(await fetchAll(typoOf(before, 4), 24)).toEqual([product!.id]);
    await t.db
      .update(products)
      .set({ title: `Evening ${after} Ritual` })
      .where(eq(products.id, product!.id));
    const all = await everyProduct();
    expect(await fetchAll(typoOf(after, 4), 24)).toEqual([product!.id]);
    expect(expectedRanking(all, typoOf(after, 4))).toEqual([product!.id]);
    expect(await fetchAll(typoOf(before, 4), 24)).toEqual([]);
    expect(expectedRanking(all, typoOf(before, 4))).toEqual([]);
  });
});

describe('several words (decision 044)', () => {
  const [a, b, c, d] = [uniqueWord(), uniqueWord(), uniqueWord(), uniqueWord()];
  const categoryId = 9044;
  let seeded: Row[];

  afterAll(async () => {
    // Other tests count the catalogue's categories: this one's goes, with its products.
    await t.db.delete(products).where(eq(products.categoryId, categoryId));
    await t.db.delete(categories).where(eq(categories.id, categoryId));
  });

  beforeAll(async () => {
    await t.db.insert(categories).values({ id: categoryId, name: `${d} Sounds`, slug: `${d}-sounds` });
    await readCategoryNames();
    const now = Date.now();
    seeded = await seed(
      Array.from({ length: 120 }, (_, i) =>
        tiedListing(now, i, {
          title: [i % 5 === 0 && a, i % 7 === 0 && b, i % 11 === 0 && c, 'Session', String(i)].filter(Boolean).join(' '),
          tags: i % 3 === 1 ? [b] : ['calm'],
          description: [i % 4 === 2 && a, i % 6 === 3 && c, 'Quiet.'].filter(Boolean).join(' '),
          categoryId: i % 9 === 0 ? categoryId : i % 2 ? 2 : 11,
          status: i % 17 === 5 ? 'archived' : 'published',
        }),
      ),
    );
  });

  it('ranks one, two and three words exactly as the full ranking, on every page', async () => {
    const all = await everyProduct();
    for (const search of [a, `${a} ${b}`, `${b} ${a}`, `${a} ${b} ${c}`, `${c} ${d}`]) {
      const expected = expectedRanking(all, search);
      expect(expected.length).toBeGreaterThan(20);
      expect(await fetchAll(search, 24)).toEqual(expected);
      expect(await fetchAll(search, 7)).toEqual(expected);
    }
    const three = expectedRanking(all, `${a} ${b} ${c}`);
    // Any word finds a product: every published product holding one of them, and only those.
    const holdsOne = seeded.filter(
      (row) =>
        row.status === 'published' &&
        [a, b, c].some((word) => `${row.title} ${row.tags.join(' ')} ${row.description}`.includes(word)),
    );
    expect(new Set(three)).toEqual(new Set(holdsOne.map((row) => row.id)));
    // The title holding all three words leads (i = 0 and i = 385 are the only multiples of 5, 7 and 11 here).
    expect(three[0]).toBe(seeded[0]!.id);
  });

  it('ranks products holding more of the words first', async () => {
    const all = await everyProduct();
    const expected = expectedRanking(all, `${a} ${b}`);
    const byId = new Map(all.map((row) => [row.id, row]));
    const matched = (id: number) => {
      const row = byId.get(id)!;
      return [a, b].filter((word) => `${row.title} ${row.tags.join(' ')} ${row.description}`.includes(word)).length;
    };
    const counts = expected.map(matched);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
    expect(counts).toContain(2);
    expect(counts).toContain(1);
  });

  it('finds the products of a category by a word of its name', async () => {
    const found = await fetchAll(d, 24);
    const inCategory = seeded.filter((row) => row.status === 'published' && row.categoryId === categoryId);
    expect(found.length).toBe(inCategory.length);
    expect(new Set(found)).toEqual(new Set(inCategory.map((row) => row.id)));
    expect(found).toEqual(expectedRanking(await everyProduct(), d));
  });

  it('answers a search in a chosen order with the same matches as the ranking', async () => {
    const all = await everyProduct();
    expect(await fetchAll(`${a} ${c}`, 24, '&sort=newest')).toEqual(inChosenOrder(all, `${a} ${c}`, newest));
    expect(await fetchAll(`${a} ${b} ${c}`, 9, '&sort=price')).toEqual(inChosenOrder(all, `${a} ${b} ${c}`, cheapest));
    expect(await fetchAll(`${b} ${a}`, 24, '&category=2')).toEqual(
      expectedRanking(
        all.filter((row) => row.categoryId === 2),
        `${b} ${a}`,
      ),
    );
  });

  it('leaves stop words out, and finds nothing for stop words only', async () => {
    expect(await fetchAll(`the ${a} and`, 24)).toEqual(await fetchAll(a, 24));
    expect(await fetchAll('the and', 24)).toEqual([]);
    expect(await fetchAll('the', 24, '&sort=newest')).toEqual([]);
  });

  it('counts the first six words only', async () => {
    const nowhere = Array.from({ length: 5 }, () => uniqueWord());
    const search = `${a} ${nowhere.join(' ')} ${b}`;
    const found = await fetchAll(search, 24);
    expect(found).toEqual(expectedRanking(await everyProduct(), search));
    const onlyB = seeded.filter((row) => row.tags.includes(b) && !row.title.includes(a) && !row.description.includes(a));
    expect(onlyB.length).toBeGreaterThan(0);
    for (const row of onlyB) expect(found).not.toContain(row.id);
  });

  it('corrects a typo in any word: a title holding the first word and a correction of the second leads', async () => {
    const [x, y] = [uniqueWord(), uniqueWord()];
    const few = await seed([
      { title: `${x} Journal` },
      { title: `${x} ${y} Ritual` },
      { title: `${y} Practice`, salesCount: 4 },
      { title: 'Plain Ritual', description: `About ${x}.` },
    ]);
    // A misspelt word is corrected to title words only: the description holding the first word is found
    // only while that word is spelt right.
    for (const [search, found] of [
      [`${x} ${typoOf(y, 5)}`, few],
      [`${typoOf(x, 4)} ${y}`, few.slice(0, 3)],
    ] as const) {
      const expected = expectedRanking(await everyProduct(), search);
      expect(expected[0]).toBe(few[1]!.id);
      expect(new Set(expected)).toEqual(new Set(found.map((row) => row.id)));
      expect(await fetchAll(search, 24)).toEqual(expected);
      expect(await fetchAll(search, 2)).toEqual(expected);
    }
  });
});

describe("search's postings (decision 060)", () => {
  /** The postings the table holds for the products, and those their rows give now: they must be the same. */
  async function postingsOf(ids: number[]) {
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = async (query: SQL) => ((await t.db.execute(query)) as unknown as { rows: unknown[] }).rows;
    return {
      held: await rows(
        sql`select lexeme, sales_count, created_at, product_id, in_title from search_postings where product_id in (${list}) order by 4, 1`,
      ),
      due: await rows(
        sql`select postings.* from products, product_search_postings(products) as postings where products.id in (${list}) order by 4, 1`,
      ),
    };
  }

  it('follow every write of a product, and search answers from them as the full ranking', async () => {
    const [word, other] = [uniqueWord(), uniqueWord()];
    const now = Date.now();
    const seeded = await seed(
      Array.from({ length: 40 }, (_, i) =>
        tiedListing(now, i, {
          title: i % 2 ? `${word} Practice ${i}` : `Evening ${other} ${i}`,
          description: i % 3 ? `A gentle ${word} session with ${other}.` : 'Calm.',
        }),
      ),
    );
    const ids = seeded.map((row) => row.id);
    const check = async () => {
      const { held, due } = await postingsOf(ids);
      expect(held.length).toBeGreaterThan(0);
      expect(held).toEqual(due);
      for (const search of [word, `${word} ${other}`, `${other} ${word} calm`]) {
        expect(await fetchAll(search, 7)).toEqual(expectedRanking(await everyProduct(), search));
      }
    };
    await check();
    // A sale, a retitle, new tags and description, unpublishing and publishing again, a new creation time.
    await t.db.update(products).set({ salesCount: 50 }).where(eq(products.id, ids[3]!));
    await t.db
      .update(products)
      .set({ title: `${other} ${word} Retitled` })
      .where(eq(products.id, ids[4]!));
    await t.db
      .update(products)
      .set({ tags: [word], description: 'Nothing else.' })
      .where(eq(products.id, ids[5]!));
    await t.db
      .update(products)
      .set({ status: 'archived' })
      .where(inArray(products.id, [ids[6]!, ids[7]!]));
    await t.db.update(products).set({ status: 'published' }).where(eq(products.id, ids[7]!));
    // An earlier creation time, not a later one: other files' tests on this database list the newest first.
    await t.db
      .update(products)
      .set({ createdAt: new Date(now - 30 * 86_400_000) })
      .where(eq(products.id, ids[8]!));
    await check();
    await t.db.delete(products).where(eq(products.id, ids[9]!));
    const { held } = await postingsOf([ids[9]!]);
    expect(held).toEqual([]);
    await check();
  });
});
