import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloads, listeningProgress, purchases } from '../../../src/server/db/schema/commerce.js';
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

const stream = (cookie: string | undefined, productId: number, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/purchases/${productId}/stream`, headers: { ...(cookie ? { cookie } : {}), ...headers } });

const saveProgress = (cookie: string, productId: number, payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/purchases/${productId}/progress`,
    payload,
    headers: { origin: TEST_ORIGIN, cookie },
  });

async function boughtTrack() {
  const seller = await signUpUser(t);
  const content = crypto.randomBytes(1000);
  const product = await createProductWithFile(t, {
    creatorId: seller.user.id,
    content,
    fileType: 'audio/mpeg',
    fileName: 'calm.mp3',
  });
  const buyer = await signUpUser(t);
  await buyProducts(t, buyer.cookie, [product.id]);
  return { seller, buyer, product, content };
}

const deliveries = async (userId: number) => (await t.db.select().from(downloads).where(eq(downloads.userId, userId))).length;

describe('streaming a purchased track', () => {
  it('needs sign-in and access: 403 as a download does, and after a refund', async () => {
    const { buyer, product } = await boughtTrack();
    expect((await stream(undefined, product.id)).statusCode).toBe(401);
    const stranger = await signUpUser(t);
    const refused = await stream(stranger.cookie, product.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', message: 'You must purchase this product to download it' });
    expect((await stream(buyer.cookie, product.id)).statusCode).toBe(200);
    await t.db.update(purchases).set({ status: 'refunded', refundedAt: new Date() }).where(eq(purchases.userId, buyer.user.id));
    expect((await stream(buyer.cookie, product.id)).statusCode).toBe(403);
  });

  it('sends the bytes inline for the player, and answers a range with 206 and exactly those bytes', async () => {
    const { buyer, product, content } = await boughtTrack();
    const whole = await stream(buyer.cookie, product.id);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['content-disposition']).toBe('inline');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(content)).toBe(true);
    const part = await stream(buyer.cookie, product.id, { range: 'bytes=600-' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 600-999/1000');
    expect(part.rawPayload.equals(content.subarray(600))).toBe(true);
    const head = await t.app.inject({
      method: 'HEAD',
      url: `/api/purchases/${product.id}/stream`,
      headers: { cookie: buyer.cookie },
    });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
  });

  it('records a delivery whenever bytes are sent, so a streamed track is no automatic refund', async () => {
    const { buyer, product } = await boughtTrack();
    await t.app.inject({ method: 'HEAD', url: `/api/purchases/${product.id}/stream`, headers: { cookie: buyer.cookie } });
    expect(await deliveries(buyer.user.id)).toBe(0);
    // A player seeking first asks for a range in the middle: bytes were sent, so it is a delivery.
    expect((await stream(buyer.cookie, product.id, { range: 'bytes=400-499' })).statusCode).toBe(206);
    expect(await deliveries(buyer.user.id)).toBe(1);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
    expect(purchase!.downloadCount).toBe(1);
    const answer = (
      await t.app.inject({
        method: 'POST',
        url: '/api/support',
        payload: { type: 'refund', message: 'Please refund this', productId: product.id },
        headers: { origin: TEST_ORIGIN, cookie: buyer.cookie },
      })
    ).json();
    expect(answer).toMatchObject({ refundStatus: 'pending', escalateToHuman: true });
  });
});

describe('listening progress', () => {
  const listed = async (cookie: string) =>
    (await t.app.inject({ url: '/api/purchases', headers: { cookie } })).json() as {
      product: { id: number; fileType: string; creatorName: string };
      listening: unknown;
    }[];

  it('is saved per user and product, shown in the purchases list, and never moved back by an older write', async () => {
    const { buyer, product } = await boughtTrack();
    const [before] = await listed(buyer.cookie);
    expect(before).toMatchObject({
      product: { id: product.id, fileType: 'audio/mpeg', creatorName: 'Ada Stone' },
      listening: null,
    });

    const first = await saveProgress(buyer.cookie, product.id, {
      positionSeconds: 125,
      durationSeconds: 750,
      clientAt: '2026-01-01T10:00:10.000Z',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ positionSeconds: 125, durationSeconds: 750, clientAt: '2026-01-01T10:00:10.000Z' });
    // A request taken earlier that arrives late changes nothing.
    const stale = await saveProgress(buyer.cookie, product.id, { positionSeconds: 20, clientAt: '2026-01-01T10:00:00.000Z' });
    expect(stale.json()).toMatchObject({ positionSeconds: 125 });
    const [after] = await listed(buyer.cookie);
    expect(after!.listening).toEqual({ positionSeconds: 125, durationSeconds: 750 });
    // A newer one moves it, back too (the buyer rewound).
    await saveProgress(buyer.cookie, product.id, { positionSeconds: 30, clientAt: '2026-01-01T10:01:00.000Z' });
    expect((await listed(buyer.cookie))[0]!.listening).toEqual({ positionSeconds: 30, durationSeconds: 750 });

    // Another buyer's progress is their own.
    const other = await signUpUser(t);
    await buyProducts(t, other.cookie, [product.id]);
    expect((await listed(other.cookie))[0]!.listening).toBeNull();
  });

  it('treats a time ahead of the server as now, so a wrong clock cannot freeze the position', async () => {
    const { buyer, product } = await boughtTrack();
    await saveProgress(buyer.cookie, product.id, { positionSeconds: 50, clientAt: '2999-01-01T00:00:00.000Z' });
    await saveProgress(buyer.cookie, product.id, { positionSeconds: 60, clientAt: new Date(Date.now() + 1000).toISOString() });
    const [row] = await t.db
      .select()
      .from(listeningProgress)
      .where(and(eq(listeningProgress.userId, buyer.user.id), eq(listeningProgress.productId, product.id)));
    expect(row!.positionSeconds).toBe(60);
  });

  it('needs access, and refuses bad input with nothing written', async () => {
    const { buyer, product } = await boughtTrack();
    const stranger = await signUpUser(t);
    const refused = await saveProgress(stranger.cookie, product.id, { positionSeconds: 5, clientAt: new Date().toISOString() });
    expect(refused.statusCode).toBe(403);
    for (const payload of [
      { positionSeconds: -1, clientAt: new Date().toISOString() },
      { positionSeconds: 1.5, clientAt: new Date().toISOString() },
      { positionSeconds: 5, clientAt: 'yesterday' },
    ]) {
      expect((await saveProgress(buyer.cookie, product.id, payload)).statusCode).toBe(400);
    }
    const rows = await t.db.select().from(listeningProgress).where(eq(listeningProgress.productId, product.id));
    expect(rows).toEqual([]);
    await t.db.update(purchases).set({ status: 'refunded', refundedAt: new Date() }).where(eq(purchases.userId, buyer.user.id));
    const afterRefund = await saveProgress(buyer.cookie, product.id, { positionSeconds: 5, clientAt: new Date().toISOString() });
    expect(afterRefund.statusCode).toBe(403);
  });
});
