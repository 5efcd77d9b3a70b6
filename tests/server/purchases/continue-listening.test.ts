import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, subscriptions } from '../../../src/server/db/schema/commerce.js';
import { buyProducts, createProductWithFile } from '../../helpers/commerce.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const continueListening = (cookie?: string) =>
  t.app.inject({ url: '/api/purchases/continue-listening', headers: cookie ? { cookie } : {} });

const listened = async (cookie: string) =>
  (await continueListening(cookie)).json() as {
    product: { id: number; title: string; creatorName: string };
    listening: { positionSeconds: number; durationSeconds: number | null };
    listenedAt: string;
    via: 'purchase' | 'subscription';
  }[];

async function listen(cookie: string, productId: number, positionSeconds: number, clientAt: string, durationSeconds = 600) {
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/purchases/${productId}/progress`,
    payload: { positionSeconds, durationSeconds, clientAt },
    headers: { origin: TEST_ORIGIN, cookie },
  });
  expect(saved.statusCode).toBe(200);
}

/** A buyer with three bought tracks, a track through a subscription, and a bought PDF. */
async function library() {
  // A creator publishes one product at a time: each product has its own.
  const product = async (
    title: string,
    extra: { fileType?: string; isSubscription?: boolean; subscriptionInterval?: 'month' } = {},
  ) =>
    createProductWithFile(t, {
      creatorId: (await signUpUser(t)).user.id,
      title,
      fileType: 'audio/mpeg',
      fileName: 'track.mp3',
      ...extra,
    });
  const [morning, evening, finished] = [await product('Morning'), await product('Evening'), await product('Finished')];
  const monthly = await product('Monthly Circle', { isSubscription: true, subscriptionInterval: 'month' });
  const pdf = await product('Journal', { fileType: 'application/pdf' });
  const buyer = await signUpUser(t);
  await buyProducts(t, buyer.cookie, [morning.id, evening.id, finished.id, pdf.id]);
  await buyProducts(t, buyer.cookie, [monthly.id]);
  return { buyer, morning, evening, finished, monthly, pdf };
}

describe('GET /api/purchases/continue-listening', () => {
  it('needs sign-in', async () => {
    expect((await continueListening()).statusCode).toBe(401);
  });

  it('lists started, unfinished tracks, bought or subscribed, the most recently listened first', async () => {
    const { buyer, morning, evening, finished, monthly, pdf } = await library();
    expect(await listened(buyer.cookie)).toEqual([]);

    // Listened in this order: evening, then the subscription's track, then morning (bought first of all).
    await listen(buyer.cookie, evening.id, 40, '2026-01-01T08:00:00.000Z');
    await listen(buyer.cookie, monthly.id, 75, '2026-01-02T08:00:00.000Z');
    await listen(buyer.cookie, morning.id, 120, '2026-01-03T08:00:00.000Z');
    // Finished within its last seconds, and a PDF's place, are not listening to continue.
    await listen(buyer.cookie, finished.id, 597, '2026-01-04T08:00:00.000Z');
    await listen(buyer.cookie, pdf.id, 30, '2026-01-04T09:00:00.000Z');

    const list = await listened(buyer.cookie);
    expect(list.map((entry) => [entry.product.title, entry.via])).toEqual([
      ['Morning', 'purchase'],
      ['Monthly Circle', 'subscription'],
      ['Evening', 'purchase'],
    ]);
    expect(list[0]).toMatchObject({
      product: { id: morning.id, creatorName: 'Ada Stone' },
      listening: { positionSeconds: 120, durationSeconds: 600 },
      listenedAt: '2026-01-03T08:00:00.000Z',
    });

    // Listening again moves a track to the front; another buyer sees none of it.
    await listen(buyer.cookie, evening.id, 90, '2026-01-05T08:00:00.000Z');
    expect((await listened(buyer.cookie)).map((entry) => entry.product.title)).toEqual(['Evening', 'Morning', 'Monthly Circle']);
    const other = await signUpUser(t);
    expect(await listened(other.cookie)).toEqual([]);
  });

  it('follows the stream route access rule: a refund or an ended subscription takes the track off', async () => {
    const { buyer, morning, evening, monthly } = await library();
    await listen(buyer.cookie, evening.id, 40, '2026-01-01T08:00:00.000Z');
    await listen(buyer.cookie, monthly.id, 75, '2026-01-02T08:00:00.000Z');
    await listen(buyer.cookie, morning.id, 120, '2026-01-03T08:00:00.000Z');

    await t.db.update(purchases).set({ status: 'refunded', refundedAt: new Date() }).where(eq(purchases.productId, morning.id));
    expect((await listened(buyer.cookie)).map((entry) => entry.product.title)).toEqual(['Monthly Circle', 'Evening']);
    const stream = await t.app.inject({ url: `/api/purchases/${morning.id}/stream`, headers: { cookie: buyer.cookie } });
    expect(stream.statusCode).toBe(403);

    // Cancelled, the subscription gives access to the end of the period paid for; ended, none.
    await t.db
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: new Date() })
      .where(eq(subscriptions.productId, monthly.id));
    expect((await listened(buyer.cookie)).map((entry) => entry.product.title)).toEqual(['Monthly Circle', 'Evening']);
    await t.db.update(subscriptions).set({ status: 'ended', endedAt: new Date() }).where(eq(subscriptions.productId, monthly.id));
    expect((await listened(buyer.cookie)).map((entry) => entry.product.title)).toEqual(['Evening']);
  });
});
