import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product as productSchema, productList, productViewers, recentPurchaseList } from '../../../src/contract/catalog.js';
import { users } from '../../../src/server/db/schema/auth.js';
import { payments, productViews, purchases } from '../../../src/server/db/schema/commerce.js';
import { listRecentPurchases } from '../../../src/server/features/catalog/list-recent-purchases.js';
import { createMicroCache } from '../../../src/server/lib/micro-cache.js';
import { createProduct, signUpUser, TEST_ORIGIN, uniqueWord } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/products${query}` });
  expect(response.statusCode).toBe(200);
  // The answer is validated against the contract here rather than on the hot path.
  return productList.parse(response.json());
}

const aTab = () => crypto.randomBytes(16).toString('base64url');
const viewPage = (productId: number, headers: Record<string, string> = {}, visitor = aTab()) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/views`,
    headers: { origin: TEST_ORIGIN, ...headers },
    payload: { visitor },
  });

describe('GET /api/products search', () => {
  it('ranks a product whose title matches above one that matches only in its description', async () => {
    const word = uniqueWord();
    const { product: inTitle } = await createProduct(t.db, { title: `The ${word} Practice`, description: 'Quiet mornings.' });
    // Newer, so it would come first if the list were not ranked.
    const { product: inDescription } = await createProduct(t.db, {
      title: 'Evening Practice',
      description: `Includes a ${word} session.`,
    });
    const found = await list(`?search=${word}`);
    expect(found.map((p) => p.id)).toEqual([inTitle.id, inDescription.id]);
  });

  it('matches tags and several words', async () => {
    const word = uniqueWord();
    // Words no other test's product holds: several words find any of them.
    const titleWord = uniqueWord();
    const { product } = await createProduct(t.db, { title: `${titleWord} Moon Ritual`, tags: [word, 'ritual'] });
    expect((await list(`?search=${word}`)).map((p) => p.id)).toEqual([product.id]);
    expect((await list(`?search=${encodeURIComponent(`${titleWord} ${word}`)}`)).map((p) => p.id)).toEqual([product.id]);
  });

  it('tolerates a typo in a title word: "meditaton" finds the meditation products', async () => {
    const found = await list('?search=meditaton&pageSize=100');
    const titles = found.map((p) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Morning Light Meditation',
        'Chakra Balancing Meditation Series',
        'Loving-Kindness Meditation Handbook',
      ]),
    );
    for (const title of titles) expect(title).toMatch(/meditation/i);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await list(`?search=${uniqueWord()}`)).toEqual([]);
  });
});

describe('GET /api/products filters and paging', () => {
  it('lists the newest published products first, 24 to a page by default', async () => {
    for (let i = 0; i < 24; i++) await createProduct(t.db);
    const { product } = await createProduct(t.db);
    const found = await list('');
    expect(found).toHaveLength(24);
    expect(found[0]!.id).toBe(product.id);
    const times = found.map((p) => Date.parse(p.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('orders featured products by sales, best-selling first', async () => {
    const { product: second } = await createProduct(t.db, { salesCount: 4_999_999 });
    const { product: first } = await createProduct(t.db, { salesCount: 5_000_000 });
    const found = await list('?filter=featured');
    const sales = found.map((p) => p.salesCount);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const ids = found.map((p) => p.id);
    expect(ids).toContain(first.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
  });

  it('keeps only products under $20 with filter=under-20', async () => {
    const word = uniqueWord();
    const { product: cheap } = await createProduct(t.db, { title: `${word} cards`, priceCents: 1999 });
    await createProduct(t.db, { title: `${word} deck`, priceCents: 2000 });
    expect((await list(`?search=${word}&filter=under-20`)).map((p) => p.id)).toEqual([cheap.id]);
    const all = await list('?filter=under-20&pageSize=100');
    expect(all.length).toBeGreaterThan(0);
    for (const p of all) expect(Number(p.price)).toBeLessThan(20);
  });

  it('keeps only the asked category', async () => {
    const { product } = await createProduct(t.db, { categoryId: 7 });
    const found = await list('?category=7');
    expect(found.map((p) => p.id)).toContain(product.id);
    for (const p of found) expect(p.category).toEqual({ id: 7, name: 'Photography' });
  });

  it('pages through the list with page and pageSize', async () => {
    await createProduct(t.db);
    const firstFour = await list('?pageSize=4');
    const page1 = await list('?pageSize=2&page=1');
    const page2 = await list('?pageSize=2&page=2');
    expect(page1).toHaveLength(2);
    expect(page2).toHaveLength(2);
    expect(page2.map((p) => p.id)).not.toEqual(page1.map((p) => p.id));
    expect([...page1, ...page2].map((p) => p.id)).toEqual(firstFour.map((p) => p.id));
  });

  it.each(['0', '101', 'many'])('refuses pageSize=%s and names the field', async (pageSize) => {
    const response = await t.app.inject({ url: `/api/products?pageSize=${pageSize}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { pageSize: expect.any(String) } });
  });

  it('sorts a category by price (lowest first, then newest), best selling or newest, across pages', async () => {
    const category = 9;
    const mine: Awaited<ReturnType<typeof createProduct>>[] = [];
    // One after another, so creation time and id agree.
    for (const [i, priceCents] of [1500, 900, 900, 3000].entries()) {
      mine.push(await createProduct(t.db, { categoryId: category, priceCents, salesCount: 7 - i }));
    }
    const byPrice = await list(`?category=${category}&sort=price&pageSize=100`);
    const cents = byPrice.map((p) => Math.round(Number(p.price) * 100));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    const mineByPrice = byPrice.map((p) => p.id).filter((id) => mine.some(({ product }) => product.id === id));
    // The two at $9.00: the newer first.
    const [a, b, c, d] = mine.map(({ product }) => product.id);
    expect(mineByPrice).toEqual([c, b, a, d]);
    const firstTwo = await list(`?category=${category}&sort=price&pageSize=2&page=1`);
    const nextTwo = await list(`?category=${category}&sort=price&pageSize=2&page=2`);
    expect([...firstTwo, ...nextTwo].map((p) => p.id)).toEqual(byPrice.slice(0, 4).map((p) => p.id));

    const bySales = (await list(`?category=${category}&sort=best-selling&pageSize=100`)).map((p) => p.salesCount);
    expect(bySales).toEqual([...bySales].sort((x, y) => y - x));
    const byDate = (await list(`?category=${category}&sort=newest&pageSize=100`)).map((p) => Date.parse(p.createdAt));
    expect(byDate).toEqual([...byDate].sort((x, y) => y - x));
  });

  it('refuses an unknown sort', async () => {
    const response = await t.app.inject({ url: '/api/products?sort=cheapest' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('sort');
  });

  it('refuses an unknown filter', async () => {
    const response = await t.app.inject({ url: '/api/products?filter=cheapest' });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('filter');
  });
});

describe('GET /api/products/:id', () => {
  it('answers the product with its creator, category, price as text and size in bytes', async () => {
    const { product, creator } = await createProduct(t.db, {
      title: 'Sunrise Breath Cards',
      priceCents: 1200,
      fileSize: 3_145_728,
      tags: ['breathwork', 'morning'],
      creator: { firstName: 'Ilse', lastName: 'Moreno', profileImageUrl: 'https://images.example/ilse.png' },
    });
    const response = await t.app.inject({ url: `/api/products/${product.id}` });
    expect(response.statusCode).toBe(200);
    const body = productSchema.parse(response.json());
    expect(body).toMatchObject({
      id: product.id,
      title: 'Sunrise Breath Cards',
      price: '12.00',
      fileSize: 3_145_728,
      fileName: 'test-file.pdf',
      tags: ['breathwork', 'morning'],
      salesCount: 0,
      createdAt: product.createdAt.toISOString(),
      categoryId: 11,
      category: { id: 11, name: 'Meditation Apps' },
      creator: { id: creator.id, firstName: 'Ilse', lastName: 'Moreno', profileImageUrl: 'https://images.example/ilse.png' },
      isSubscription: false,
      subscriptionInterval: null,
      trialDays: 0,
    });
    // Never the creator's e-mail or the storage key.
    expect(response.body).not.toContain(creator.email);
    expect(response.body).not.toContain('fileKey');
  });

  it.each(['pending_review', 'rejected', 'archived'] as const)(
    'hides a %s product from the list, search and detail',
    async (status) => {
      const word = uniqueWord();
      const { product } = await createProduct(t.db, { title: `${word} hidden`, status });
      expect(await list(`?search=${word}`)).toEqual([]);
      expect((await list('?pageSize=100')).map((p) => p.id)).not.toContain(product.id);
      const response = await t.app.inject({ url: `/api/products/${product.id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Product not found' });
    },
  );

  it.each(['999999999', 'abc', '12abc', '0', '-1', '99999999999'])('answers 404 for id %s', async (id) => {
    const response = await t.app.inject({ url: `/api/products/${id}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Product not found' });
  });

  it('stays read-only: viewing the detail records no view', async () => {
    const { product } = await createProduct(t.db);
    await t.app.inject({ url: `/api/products/${product.id}` });
    expect(await t.db.select().from(productViews).where(eq(productViews.productId, product.id))).toEqual([]);
  });
});

describe('POST /api/products/:id/views', () => {
  it('counts other real viewers of the last five minutes, never the asker, and sets no cookie', async () => {
    const { product } = await createProduct(t.db);
    const tab = aTab();

    const first = await viewPage(product.id, {}, tab);
    expect(first.statusCode).toBe(200);
    expect(productViewers.parse(first.json())).toEqual({ othersViewing: 0 });
    expect(first.headers['set-cookie']).toBeUndefined();

    // The same tab again is still alone; another tab is someone else.
    expect((await viewPage(product.id, {}, tab)).json()).toEqual({ othersViewing: 0 });
    expect((await viewPage(product.id)).json()).toEqual({ othersViewing: 1 });

    // A signed-in viewer is counted as their account whatever tab id they send.
    const { cookie } = await signUpUser(t);
    expect((await viewPage(product.id, { cookie })).json()).toEqual({ othersViewing: 2 });
    expect((await viewPage(product.id, { cookie })).json()).toEqual({ othersViewing: 2 });
    expect((await viewPage(product.id, {}, tab)).json()).toEqual({ othersViewing: 2 });
  });

  it.each([
    ['no tab id', undefined],
    ['a malformed tab id', 'not-an-id'],
  ])('refuses a heartbeat with %s and records nothing', async (_case, visitor) => {
    const { product } = await createProduct(t.db);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/views`,
      headers: { origin: TEST_ORIGIN },
      payload: visitor === undefined ? {} : { visitor },
    });
    expect(response.statusCode).toBe(400);
    expect(await t.db.select().from(productViews).where(eq(productViews.productId, product.id))).toEqual([]);
  });

  it('does not count a viewer last seen more than five minutes ago', async () => {
    const { product } = await createProduct(t.db);
    const longAgo = new Date(Date.now() - 6 * 60_000);
    await t.db
      .insert(productViews)
      .values({ productId: product.id, viewerKey: 'v:gone-away-visitor', firstSeenAt: longAgo, lastSeenAt: longAgo });
    await t.db
      .insert(productViews)
      .values({ productId: product.id, viewerKey: 'v:still-here-visitor', lastSeenAt: new Date(Date.now() - 60_000) });
    expect((await viewPage(product.id)).json()).toEqual({ othersViewing: 1 });
  });

  it('answers 404 for an unpublished or unknown product and records nothing', async () => {
    const { product } = await createProduct(t.db, { status: 'archived' });
    expect((await viewPage(product.id)).statusCode).toBe(404);
    expect((await viewPage(999_999_999)).statusCode).toBe(404);
    expect(await t.db.select().from(productViews).where(eq(productViews.productId, product.id))).toEqual([]);
  });

  it('refuses a view sent from another site', async () => {
    const { product } = await createProduct(t.db);
    const response = await viewPage(product.id, { origin: 'https://elsewhere.example' });
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/activity/recent-purchases', () => {
  async function buy(buyerId: number, productId: number, options: { status?: 'active' | 'refunded'; at?: Date } = {}) {
    const paymentId = `pi_test_${crypto.randomBytes(8).toString('hex')}`;
    const createdAt = options.at ?? new Date();
    await t.db.insert(payments).values({
      id: paymentId,
      provider: 'test',
      userId: buyerId,
      amountCents: 1200,
      currency: 'usd',
      productIds: [productId],
      createdAt,
    });
    await t.db
      .insert(purchases)
      .values({ userId: buyerId, productId, paymentId, amountCents: 1200, status: options.status ?? 'active', createdAt });
  }

  const setFeed = (cookie: string, showInActivityFeed: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/account/activity-feed',
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      payload: { showInActivityFeed },
    });
  /** A buyer who chose to appear in the activity feed. */
  async function showingBuyer(overrides: Parameters<typeof signUpUser>[1] = {}) {
    const buyer = await signUpUser(t, overrides);
    expect((await setFeed(buyer.cookie, true)).statusCode).toBe(200);
    return buyer;
  }
  const recentFor = async (cookie?: string) => {
    const response = await t.app.inject({ url: '/api/activity/recent-purchases', headers: cookie ? { cookie } : {} });
    expect(response.statusCode).toBe(200);
    return recentPurchaseList.parse(response.json());
  };

  it('shows real recent purchases with the buyer as first name and last initial only', async () => {
    const { product } = await createProduct(t.db, { title: 'Cedar Grove Sound Bath' });
    const buyer = await showingBuyer({ firstName: 'Maya', lastName: 'rivers' });
    await buy(buyer.user.id, product.id);

    const response = await t.app.inject({ url: '/api/activity/recent-purchases' });
    expect(response.statusCode).toBe(200);
    const recent = recentPurchaseList.parse(response.json());
    expect(recent.length).toBeLessThanOrEqual(10);
    expect(recent[0]).toEqual({
      buyerName: 'Maya R.',
      productId: product.id,
      productTitle: 'Cedar Grove Sound Bath',
      purchasedAt: expect.any(String),
    });
    expect(Date.now() - Date.parse(recent[0]!.purchasedAt)).toBeLessThan(60_000);
    expect(response.body).not.toContain(buyer.email);
    expect(response.body).not.toContain('rivers');
  });

  it('leaves out refunded purchases, purchases older than a week and unpublished products', async () => {
    const buyer = await showingBuyer();
    const { product: refunded } = await createProduct(t.db);
    const { product: old } = await createProduct(t.db);
    const { product: archived } = await createProduct(t.db, { status: 'archived' });
    await buy(buyer.user.id, refunded.id, { status: 'refunded' });
    await buy(buyer.user.id, old.id, { at: new Date(Date.now() - 8 * 86_400_000) });
    await buy(buyer.user.id, archived.id);

    const ids = recentPurchaseList
      .parse((await t.app.inject({ url: '/api/activity/recent-purchases' })).json())
      .map((p) => p.productId);
    expect(ids).not.toContain(refunded.id);
    expect(ids).not.toContain(old.id);
    expect(ids).not.toContain(archived.id);
  });

  it('never shows a purchase of a buyer who has not chosen to appear, and hides it again when they turn it off', async () => {
    const { product } = await createProduct(t.db);
    const buyer = await signUpUser(t);
    await buy(buyer.user.id, product.id);
    const shown = async () => (await recentFor()).map((p) => p.productId);
    // A new account is out of the feed: its purchase is never shown, to anyone.
    expect(await shown()).not.toContain(product.id);

    expect((await setFeed(buyer.cookie, true)).json()).toMatchObject({ id: buyer.user.id, showInActivityFeed: true });
    expect(await shown()).toContain(product.id);

    // Turning it off hides the purchases already made too.
    expect((await setFeed(buyer.cookie, false)).json()).toMatchObject({ showInActivityFeed: false });
    expect(await shown()).not.toContain(product.id);
    const other = await signUpUser(t);
    expect((await recentFor(other.cookie)).map((p) => p.productId)).not.toContain(product.id);
  });

  it('never shows buyers their own purchases, while others see them', async () => {
    const { product } = await createProduct(t.db);
    const buyer = await showingBuyer();
    await buy(buyer.user.id, product.id);
    const other = await signUpUser(t);
    expect((await recentFor()).map((p) => p.productId)).toContain(product.id);
    expect((await recentFor(other.cookie)).map((p) => p.productId)).toContain(product.id);
    expect((await recentFor(buyer.cookie)).map((p) => p.productId)).not.toContain(product.id);
  });

  it('keeps the setting for the signed-in owner only, and checks its value', async () => {
    expect((await setFeed('', true)).statusCode).toBe(401);
    const buyer = await signUpUser(t);
    const wrong = await setFeed(buyer.cookie, 'yes');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation_failed' });
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: buyer.cookie } });
    expect(me.json()).toMatchObject({ showInActivityFeed: false });
  });

  it("reads the feed once for everyone while it is cached, and still leaves out each viewer's own", async () => {
    const { product } = await createProduct(t.db);
    const buyer = await showingBuyer();
    await buy(buyer.user.id, product.id);
    const [buyerRow] = await t.db.select().from(users).where(eq(users.id, buyer.user.id));
    const cache = createMicroCache({ ttlMs: 60_000, maxEntries: 10, maxChars: 1_000_000 });
    let loads = 0;
    const cached = (key: string, load: () => Promise<string>) =>
      cache.get(key, () => {
        loads += 1;
        return load();
      });
    const now = new Date();
    const forVisitor = await listRecentPurchases(t, { actor: undefined, now, cached });
    const forBuyer = await listRecentPurchases(t, { actor: buyerRow, now, cached });
    expect(loads).toBe(1);
    expect(forVisitor.map((p) => p.productId)).toContain(product.id);
    expect(forBuyer.map((p) => p.productId)).not.toContain(product.id);
    // No buyer's account id leaves the server.
    expect(forVisitor[0]).not.toHaveProperty('buyerId');
  });
});
