import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productList } from '../../src/contract/catalog.js';
import { users } from '../../src/server/db/schema/auth.js';
import { products } from '../../src/server/db/schema/catalog.js';
import { productValues, uniqueEmail, uniqueWord } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Search answers must be the full ranking of every match (decision 011), page after page: title matches,
 * then other full-text matches, then (only when full text finds fewer than 24) similar titles; within a
 * tier best-selling, newest, highest id. The expected order is computed here by brute force.
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

const hasWord = (text: string, word: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .includes(word);

/** Brute force over the given rows: the ranking definition written out in plain code. */
function expectedRanking(rows: Row[], words: string[], similarTitleIds: Set<number> = new Set()) {
  const published = rows.filter((row) => row.status === 'published');
  const matchesAll = (text: string) => words.every((word) => hasWord(text, word));
  const inText = (row: Row) => matchesAll(`${row.title} ${row.tags.join(' ')} ${row.description}`);
  const tierOf = (row: Row) => {
    if (matchesAll(row.title) && inText(row)) return 0;
    if (inText(row)) return 1;
    return similarTitleIds.has(row.id) ? 2 : undefined;
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

describe('search ranks every match', () => {
  const word = uniqueWord();
  const other = uniqueWord();
  let rows: Row[] = [];

  beforeAll(async () => {
    const now = Date.now();
    // Many ties on sales and creation time, so the order's last keys (newest, then id) matter.
    const listing = (i: number, fields: Partial<typeof products.$inferInsert>) => ({
      salesCount: i % 4 === 0 ? (i * 7) % 11 : 0,
      createdAt: new Date(now - (i % 23) * 60_000),
      categoryId: i % 3 === 0 ? 2 : 11,
      ...fields,
    });
    const listings = [
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
    ];
    rows = await seed(listings);
  });

  it('answers every page of a word found in most products exactly as the full ranking, title matches first', async () => {
    const expected = expectedRanking(rows, [word]);
    expect(expected).toHaveLength(60 + 150);
    expect(await fetchAll(word, 24)).toEqual(expected);
    // Pages that end inside a tier and pages that start in the next one.
    expect(await fetchAll(word, 7)).toEqual(expected);
    const page = await t.app.inject({ url: `/api/products?search=${word}&pageSize=10&page=6` });
    expect(productList.parse(page.json()).map((p) => p.id)).toEqual(expected.slice(50, 60));
  });

  it('ranks several words and a category filter the same way', async () => {
    expect(await fetchAll(`${word} ${other}`, 24)).toEqual(expectedRanking(rows, [word, other]));
    const inCategory = rows.filter((row) => row.categoryId === 2);
    expect(await fetchAll(word, 24, '&category=2')).toEqual(expectedRanking(inCategory, [word]));
    const cheap = rows.filter((row) => row.priceCents < 2000);
    expect(await fetchAll(word, 24, '&filter=under-20')).toEqual(expectedRanking(cheap, [word]));
  });

  it('adds titles with a typo after the full-text matches only when these fill less than a page', async () => {
    const rare = uniqueWord();
    const typo = `${rare.slice(0, -1)}${rare.endsWith('a') ? 'e' : 'a'}`;
    const few = await seed([
      { title: `Morning ${typo} Ritual`, salesCount: 3 },
      { title: `Evening ${typo} Ritual` },
      { title: `Plain Ritual`, description: `About ${rare}.` },
      { title: `${rare} Journal` },
      // Full-text matches of the common word outnumber a page: its typo twin must not be added.
      { title: `Daily ${word.slice(0, -1)}${word.endsWith('a') ? 'e' : 'a'} Practice` },
    ]);
    const mine = [...rows, ...few];
    // Similar titles by pg_trgm's word similarity, the measure the typo tier is defined by.
    const similar = async (text: string) =>
      new Set(
        (
          await t.db
            .select({ id: products.id })
            .from(products)
            .where(
              sql`${inArray(
                products.id,
                mine.map((row) => row.id),
              )} and ${text} <% ${products.title}`,
            )
        ).map((row) => row.id),
      );
    const rareExpected = expectedRanking(mine, [rare], await similar(rare));
    expect(rareExpected).toEqual([few[3]!.id, few[2]!.id, few[0]!.id, few[1]!.id]);
    expect(await fetchAll(rare, 24)).toEqual(rareExpected);
    expect(await fetchAll(rare, 1)).toEqual(rareExpected);
    const commonFound = await fetchAll(word, 24);
    expect(commonFound).toEqual(expectedRanking(mine, [word], await similar(word)));
    expect(commonFound).not.toContain(few[4]!.id);
  });

  it('answers a search in a chosen order with the same matches as the ranking, sorted by that order on every page', async () => {
    const chosen = uniqueWord();
    const now = Date.now();
    const sorted = await seed(
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
    const matches = new Set(expectedRanking(sorted, [chosen]));
    expect(matches.size).toBe(39);
    const rowsInOrder = (compare: (a: Row, b: Row) => number) =>
      sorted
        .filter((row) => matches.has(row.id))
        .sort(compare)
        .map((row) => row.id);
    const newest = (a: Row, b: Row) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
    expect(await fetchAll(chosen, 24, '&sort=newest')).toEqual(rowsInOrder(newest));
    expect(await fetchAll(chosen, 5, '&sort=price')).toEqual(rowsInOrder((a, b) => a.priceCents - b.priceCents || newest(a, b)));
    expect(await fetchAll(chosen, 24, '&sort=best-selling')).toEqual(
      rowsInOrder((a, b) => b.salesCount - a.salesCount || newest(a, b)),
    );
    // Relevance is the ranking itself.
    expect(await fetchAll(chosen, 24, '&sort=relevance')).toEqual(expectedRanking(sorted, [chosen]));
  });
});
