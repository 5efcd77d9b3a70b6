import crypto from 'node:crypto';
import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrafficReport } from '../../../src/contract/traffic.js';
import { sales } from '../../../src/server/db/schema/commerce.js';
import { trafficEvents } from '../../../src/server/db/schema/traffic.js';
import { countTrafficEvent } from '../../../src/server/features/traffic/count-traffic.js';
import { buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import {
  finishSignUpFromEmail,
  STRONG_PASSWORD,
  signUpUser,
  startSignUp,
  TEST_ORIGIN,
  uniqueEmail,
} from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
/** A browser no other test has used: each is a new visitor to the day's de-duplication. */
const newBrowser = () => `${BROWSER} test/${crypto.randomBytes(6).toString('hex')}`;

const visit = (payload: object, headers: Record<string, string> = { 'user-agent': newBrowser() }) =>
  t.app.inject({ method: 'POST', url: '/api/traffic/views', headers: { origin: TEST_ORIGIN, ...headers }, payload });

const report = async (cookie: string, period = '30d') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/creator/traffic?period=${period}`, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return response.json() as TrafficReport;
};

async function creatorWithProduct(priceCents = 2500) {
  const creator = await signUpUser(t);
  const product = await createProductWithFile(t, { creatorId: creator.user.id, priceCents });
  return { creator, product };
}

/** The raw events of one product by source: views and carts from the event log, sales from the sales ledger. */
async function rawCounts(productId: number, since?: Date) {
  const events = await t.db
    .select({ kind: trafficEvents.kind, source: trafficEvents.source, n: sql<number>`count(*)::int` })
    .from(trafficEvents)
    .where(and(eq(trafficEvents.productId, productId), since ? gte(trafficEvents.createdAt, since) : undefined))
    .groupBy(trafficEvents.kind, trafficEvents.source);
  const sold = await t.db
    .select({ source: sales.source, n: sql<number>`count(*)::int`, cents: sql<number>`sum(${sales.amountCents})::int` })
    .from(sales)
    .where(
      and(
        eq(sales.productId, productId),
        eq(sales.kind, 'sale'),
        isNotNull(sales.source),
        since ? gte(sales.createdAt, since) : undefined,
      ),
    )
    .groupBy(sales.source);
  const bySource = new Map<string, { views: number; carts: number; sales: number; revenueCents: number }>();
  const row = (source: string) => {
    if (!bySource.has(source)) bySource.set(source, { views: 0, carts: 0, sales: 0, revenueCents: 0 });
    return bySource.get(source)!;
  };
  for (const event of events) row(event.source)[event.kind === 'view' ? 'views' : 'carts'] += event.n;
  for (const sale of sold) {
    row(sale.source!).sales += sale.n;
    row(sale.source!).revenueCents += sale.cents;
  }
  return bySource;
}

const figuresOf = (report: TrafficReport) =>
  new Map(
    report.sources.map((row) => [
      row.source,
      { views: row.views, carts: row.carts, sales: row.sales, revenueCents: Math.round(Number(row.revenue) * 100) },
    ]),
  );

describe('POST /api/traffic/views', () => {
  it('counts a view once per visitor and day, without setting a cookie', async () => {
    const { creator, product } = await creatorWithProduct();
    const browser = { 'user-agent': newBrowser() };
    const first = await visit({ productId: product.id, source: 'instagram' }, browser);
    expect(first.statusCode).toBe(204);
    expect(first.headers['set-cookie']).toBeUndefined();
    // A reload from the same address and browser is the same view.
    expect((await visit({ productId: product.id, source: 'instagram' }, browser)).statusCode).toBe(204);
    await visit({ productId: product.id, source: 'instagram' });
    expect((await report(creator.cookie)).sources).toEqual([expect.objectContaining({ source: 'instagram', views: 2 })]);
  });

  it('ignores crawlers, link previews, scripted browsers and requests that name no browser', async () => {
    const { creator, product } = await creatorWithProduct();
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36',
      'Slackbot-LinkExpanding 1.0',
      'Mozilla/5.0 (compatible; Discordbot/2.0) link preview',
    ])
      expect((await visit({ productId: product.id, source: 'instagram' }, { 'user-agent': agent })).statusCode).toBe(204);
    // An empty User-Agent is what a request without one reaches the server as through the test client.
    expect((await visit({ productId: product.id, source: 'instagram' }, { 'user-agent': '' })).statusCode).toBe(204);
    const none = await report(creator.cookie);
    expect(none.sources).toEqual([]);
    expect(none.total).toMatchObject({ views: 0, viewToCart: null, cartToSale: null, viewToSale: null });
  });

  it('stores a tag in lower case, and anything that is not a short token as direct', async () => {
    const { creator, product } = await creatorWithProduct();
    await visit({ productId: product.id, source: 'Instagram' });
    await visit({ productId: product.id, source: 'not a tag!' });
    await visit({ productId: product.id, source: 'x'.repeat(40) });
    await visit({ productId: product.id, source: 42 });
    await visit({ productId: product.id });
    const { sources } = await report(creator.cookie);
    expect(sources.map((row) => [row.source, row.views])).toEqual([
      ['direct', 4],
      ['instagram', 1],
    ]);
  });

  it('counts nothing for a product that is not published, and refuses a bad product id', async () => {
    const creator = await signUpUser(t);
    const archived = await createProductWithFile(t, { creatorId: creator.user.id, status: 'archived' });
    expect((await visit({ productId: archived.id, source: 'instagram' })).statusCode).toBe(204);
    expect((await report(creator.cookie)).sources).toEqual([]);
    const bad = await visit({ productId: 'seven', source: 'instagram' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('productId');
  });
});

describe('GET /api/creator/traffic', () => {
  it('asks a signed-out visitor to sign in and refuses an unknown period', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/creator/traffic' })).statusCode).toBe(401);
    const { creator } = await creatorWithProduct();
    const bad = await t.app.inject({ method: 'GET', url: '/api/creator/traffic?period=1y', headers: { cookie: creator.cookie } });
    expect(bad.statusCode).toBe(400);
  });

  it('shows views, add-to-carts and sales per source with their conversions, equal to a count of the raw events', async () => {
    const { creator, product } = await creatorWithProduct(2500);
    for (let i = 0; i < 4; i += 1) await visit({ productId: product.id, source: 'instagram' });
    await visit({ productId: product.id, source: 'newsletter' });
    await visit({ productId: product.id });
    const fromInstagram = await signUpUser(t);
    const alsoInstagram = await signUpUser(t);
    const fromNewsletter = await signUpUser(t);
    expect(
      (await send(t, fromInstagram.cookie, 'POST', '/api/cart', { productId: product.id, source: 'instagram' })).statusCode,
    ).toBe(201);
    await buyProducts(t, fromInstagram.cookie, []);
    expect(
      (await send(t, alsoInstagram.cookie, 'POST', '/api/cart', { productId: product.id, source: 'instagram' })).statusCode,
    ).toBe(201);
    expect(
      (await send(t, fromNewsletter.cookie, 'POST', '/api/cart', { productId: product.id, source: 'newsletter' })).statusCode,
    ).toBe(201);
    await buyProducts(t, fromNewsletter.cookie, []);
    // A product already in the cart is not added (nor counted) twice.
    expect(
      (await send(t, alsoInstagram.cookie, 'POST', '/api/cart', { productId: product.id, source: 'instagram' })).statusCode,
    ).toBe(409);

    const answer = await report(creator.cookie);
    expect(answer.sources).toEqual([
      { source: 'instagram', views: 4, carts: 2, sales: 1, revenue: '25.00', viewToCart: 50, cartToSale: 50, viewToSale: 25 },
      { source: 'direct', views: 1, carts: 0, sales: 0, revenue: '0.00', viewToCart: 0, cartToSale: null, viewToSale: 0 },
      { source: 'newsletter', views: 1, carts: 1, sales: 1, revenue: '25.00', viewToCart: 100, cartToSale: 100, viewToSale: 100 },
    ]);
    expect(answer.total).toEqual({
      source: 'total',
      views: 6,
      carts: 3,
      sales: 2,
      revenue: '50.00',
      viewToCart: 50,
      cartToSale: 66.7,
      viewToSale: 33.3,
    });
    expect(answer.products).toEqual([{ id: product.id, title: product.title }]);
    expect(figuresOf(answer)).toEqual(await rawCounts(product.id));
    // Another creator sees none of it.
    const other = await creatorWithProduct();
    expect((await report(other.creator.cookie)).sources).toEqual([]);
  });

  it('counts the product added to the cart while signed out for the source of its page once the account exists', async () => {
    const { creator, product } = await creatorWithProduct();
    const email = uniqueEmail();
    const body = { firstName: 'Ada', lastName: 'Stone', email, password: STRONG_PASSWORD, cartProductId: product.id };
    expect((await startSignUp(t, { ...body, cartSource: 'Instagram' })).statusCode).toBe(202);
    expect((await finishSignUpFromEmail(t, email)).statusCode).toBe(201);
    const other = uniqueEmail();
    expect((await startSignUp(t, { ...body, email: other, cartSource: '<b>' })).statusCode).toBe(202);
    expect((await finishSignUpFromEmail(t, other)).statusCode).toBe(201);
    const { sources } = await report(creator.cookie);
    expect(sources.map((row) => [row.source, row.carts])).toEqual([
      ['direct', 1],
      ['instagram', 1],
    ]);
    expect(figuresOf(await report(creator.cookie))).toEqual(await rawCounts(product.id));
  });

  it('sums the chosen period of UTC days, today included, and all time', async () => {
    const { creator, product } = await creatorWithProduct();
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    for (const days of [0, 6, 7, 29, 30, 89, 90, 400])
      await countTrafficEvent(t.db, { kind: 'view', productId: product.id, source: 'podcast', now: daysAgo(days) });
    const startOfDay = (days: number) => new Date(`${daysAgo(days).toISOString().slice(0, 10)}T00:00:00Z`);
    for (const [period, days, views] of [
      ['7d', 6, 2],
      ['30d', 29, 4],
      ['90d', 89, 6],
    ] as const) {
      const answer = await report(creator.cookie, period);
      expect(answer).toMatchObject({
        period,
        from: daysAgo(days).toISOString().slice(0, 10),
        to: now.toISOString().slice(0, 10),
      });
      expect(answer.total.views).toBe(views);
      expect(figuresOf(answer)).toEqual(await rawCounts(product.id, startOfDay(days)));
    }
    const all = await report(creator.cookie, 'all');
    expect(all).toMatchObject({ from: null, total: { views: 8 } });
    expect(figuresOf(all)).toEqual(await rawCounts(product.id));
  });
});
