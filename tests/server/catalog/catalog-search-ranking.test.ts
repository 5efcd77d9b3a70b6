import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productList } from '../../../src/contract/catalog.js';
import { users } from '../../../src/server/db/schema/auth.js';
import { products } from '../../../src/server/db/schema/catalog.js';
import { TYPO_SIMILARITY } from '../../../src/server/features/catalog/rank-search.js';
import { productValues, uniqueEmail, uniqueWord } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * Search answers must be the full ranking of every match (decision 011), page after page: title matches,
 * then other full-text matches, then (only when full text finds fewer than 24) titles holding, for every
 * searched word, a word similar to it (decision 035); within a tier best-selling, newest, highest id.
 * The expected order is computed here by brute force over every product in the database.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
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

/** Brute force over the given rows: the ranking definition written out in plain code. */
function expectedRanking(rows: Row[], search: string) {
  const words = wordsOf(search);
  const published = rows.filter((row) => row.status === 'published');
  const matchesAll = (text: string) => words.every((word) => wordsOf(text).includes(word));
  const inText = (row: Row) => matchesAll(`${row.title} ${row.tags.join(' ')} ${row.description}`);
  const typo = (row: Row) =>
    words.every((word) => wordsOf(row.title).some((titleWord) => similarity(word, titleWord) >= TYPO_SIMILARITY));
  const tierOf = (row: Row) => {
    if (matchesAll(row.title) && inText(row)) return 0;
    if (inText(row)) return 1;
    return words.length > 0 && typo(row) ? 2 : undefined;
  };
  const fullText = published.filter((row) => tierOf(row) !== undefined && tierOf(row)! < 2).length;
  return published
    .map((row) => ({ row, tier: tierOf(row) }))
    .filter(({ tier }) => tier !== undefined && (tier < 2 || fullText < 24))
    .sort(
      (a, b) =>
        a.tier! - b.tier! ||
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

  it('corrects every word of a search: each must have a similar word in the title', async () => {
    const all = await everyProduct();
    // Another misspelling of each word, close enough to every variant in the titles.
    const search = `${typoOf(variants[0]!, rare.length - 1)} ${typoOf(other, 4)}`;
    const expected = expectedRanking(all, search);
    // Only the titles holding both misspellings, and no full-text match at all.
    expect(expected).toHaveLength(14);
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
