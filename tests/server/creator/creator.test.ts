import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productViews } from '../../../src/server/db/schema/commerce.js';
import { createTestBuyer, createTestProduct, recordTestRefund, recordTestSale } from '../../helpers/creator-factories.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const patch = (cookie: string, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/creator/products/${id}`, headers: { cookie, origin: TEST_ORIGIN }, payload });

describe('GET /api/creator/products', () => {
  it('asks a signed-out visitor to sign in', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/creator/products' })).statusCode).toBe(401);
  });

  it('lists only the creator’s own products, newest first, with tags as one string', async () => {
    const creator = await signUpUser(t);
    const other = await signUpUser(t);
    await createTestProduct(t.db, other.user.id);
    const archived = await createTestProduct(t.db, creator.user.id, {
      status: 'archived',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const live = await createTestProduct(t.db, creator.user.id, { tags: ['calm', 'sleep'], priceCents: 1999 });
    const list = (await get(creator.cookie, '/api/creator/products')).json();
    expect(list.map((p: { id: number }) => p.id)).toEqual([live.id, archived.id]);
    expect(list[0]).toMatchObject({
      price: '19.99',
      tags: 'calm, sleep',
      category: { id: 12, name: 'Healing Tools' },
      isActive: true,
      status: 'published',
      salesCount: 0,
    });
    expect(list[1]).toMatchObject({ isActive: false, status: 'archived' });
  });
});

describe('PATCH /api/creator/products/:id', () => {
  it('changes price, description and tags', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    const response = await patch(creator.cookie, product.id, {
      price: '30',
      description: 'Twelve minutes of guided breathing.',
      tags: 'breath, focus',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      price: '30.00',
      description: 'Twelve minutes of guided breathing.',
      tags: 'breath, focus',
      status: 'published',
    });
  });

  it('answers 404 for another creator’s product and changes nothing', async () => {
    const owner = await signUpUser(t);
    const intruder = await signUpUser(t);
    const product = await createTestProduct(t.db, owner.user.id);
    const response = await patch(intruder.cookie, product.id, { isActive: false });
    expect(response.statusCode).toBe(404);
    expect((await get(owner.cookie, '/api/creator/products')).json()[0]).toMatchObject({ status: 'published' });
  });

  it('refuses a bad price with the upload message', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    const response = await patch(creator.cookie, product.id, { price: '0' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Price must be a valid positive number');
  });

  it('moderates edited text: a refused edit changes nothing, a held edit waits while the old version stays on sale', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    const refused = await patch(creator.cookie, product.id, { description: 'Stop taking your medication and breathe instead.' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'content_rejected',
      message: expect.stringMatching(/^Content not approved: /),
      feedback: [expect.any(String)],
    });

    const held = await patch(creator.cookie, product.id, { description: 'Get rich quick with this abundance ritual.' });
    expect(held.json()).toMatchObject({
      status: 'published',
      isActive: true,
      description: product.description,
      pendingRevision: { description: 'Get rich quick with this abundance ritual.', feedback: expect.any(String) },
    });
  });

  it('holds an edit of an archived product for review, and it cannot be re-published before', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id, { status: 'archived' });
    const held = await patch(creator.cookie, product.id, { description: 'Get rich quick with this abundance ritual.' });
    expect(held.json()).toMatchObject({ status: 'pending_review', isActive: false, moderationFeedback: expect.any(String) });
    const reactivate = await patch(creator.cookie, product.id, { isActive: true });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().message).toBe('This product is waiting for review and is published once approved.');
  });

  it('archives and re-publishes, but not while another product is published', async () => {
    const creator = await signUpUser(t);
    const first = await createTestProduct(t.db, creator.user.id, { title: 'Heart Coherence Audio' });
    expect((await patch(creator.cookie, first.id, { isActive: false })).json()).toMatchObject({
      status: 'archived',
      isActive: false,
    });
    expect((await patch(creator.cookie, first.id, { isActive: true })).json()).toMatchObject({
      status: 'published',
      isActive: true,
    });

    await patch(creator.cookie, first.id, { isActive: false });
    const second = await createTestProduct(t.db, creator.user.id, { title: 'Moon Ritual Journal' });
    const response = await patch(creator.cookie, first.id, { isActive: true });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'You already have a published product: “Moon Ritual Journal”. Archive it first to publish a new one.',
      fields: { existingProductId: String(second.id) },
    });
  });
});

describe('GET /api/creator/analytics', () => {
  it('computes the figures from the ledger and real views', async () => {
    const now = new Date();
    const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 10, 12));
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    await createTestProduct(t.db, creator.user.id, { status: 'archived' });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => createTestBuyer(t.db)));
    // This month: $20 and $30; last month: $50, refunded; three months ago: $40; fourteen months ago: $10.
    await recordTestSale(t, { buyerId: buyers[0]!.id, productId: product.id, amountCents: 2000, createdAt: monthsAgo(0) });
    await recordTestSale(t, { buyerId: buyers[1]!.id, productId: product.id, amountCents: 3000, createdAt: monthsAgo(0) });
    const refunded = await recordTestSale(t, {
      buyerId: buyers[2]!.id,
      productId: product.id,
      amountCents: 5000,
      createdAt: monthsAgo(1),
    });
    await recordTestRefund(t.db, refunded, monthsAgo(1));
    await recordTestSale(t, { buyerId: buyers[3]!.id, productId: product.id, amountCents: 4000, createdAt: monthsAgo(3) });
    await recordTestSale(t, { buyerId: buyers[4]!.id, productId: product.id, amountCents: 1000, createdAt: monthsAgo(14) });
    // Eight distinct viewers, two of them signed-in buyers.
    await t.db
      .insert(productViews)
      .values([
        ...Array.from({ length: 6 }, (_, i) => ({ productId: product.id, viewerKey: `v:${creator.user.id}-${i}` })),
        { productId: product.id, viewerKey: `u:${buyers[0]!.id}` },
        { productId: product.id, viewerKey: `u:${buyers[1]!.id}` },
      ]);

    const response = await get(creator.cookie, '/api/creator/analytics');
    expect(response.statusCode).toBe(200);
    const analytics = response.json();
    expect(analytics).toMatchObject({
      totalRevenue: '100.00',
      totalSales: 4,
      avgRating: null,
      lastMonthRevenue: '0.00',
      // 4 sales / 8 viewers.
      conversionRate: 50,
      avgOrderValue: '25.00',
      productsCreated: 2,
      reviewsReceived: 0,
      // 8 viewers + buyers 2, 3 and 4 (buyers 0 and 1 also viewed) = 11.
      communityEngagement: 11,
    });
    expect(analytics.monthlyRevenue).toHaveLength(12);
    const byMonth = Object.fromEntries(
      analytics.monthlyRevenue.map((m: { month: string; revenue: number }) => [m.month, m.revenue]),
    );
    const key = (d: Date) => d.toISOString().slice(0, 7);
    expect(analytics.monthlyRevenue.at(-1).month).toBe(key(monthsAgo(0)));
    expect(byMonth[key(monthsAgo(0))]).toBe(50);
    expect(byMonth[key(monthsAgo(1))]).toBe(0);
    expect(byMonth[key(monthsAgo(3))]).toBe(40);
    expect(Object.values(byMonth).reduce((a, b) => (a as number) + (b as number), 0)).toBe(90);
  });

  it('answers zeros, not made-up figures, for a new creator', async () => {
    const creator = await signUpUser(t);
    expect((await get(creator.cookie, '/api/creator/analytics')).json()).toMatchObject({
      totalRevenue: '0.00',
      totalSales: 0,
      avgRating: null,
      conversionRate: 0,
      avgOrderValue: '0.00',
      productsCreated: 0,
      communityEngagement: 0,
    });
  });
});
