import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBuyer, createTestProduct, recordTestRefund, recordTestSale } from '../helpers/creator-factories.js';
import { createProduct } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const stats = async () => {
  const response = await t.app.inject({ url: '/api/stats' });
  expect(response.statusCode).toBe(200);
  return response.json() as { publishedProducts: number; creators: number; averageRating: number | null; buyersServed: number };
};

describe('GET /api/stats', () => {
  it('counts published products, their creators and distinct buyers whose purchase stands', async () => {
    const before = await stats();

    // Two creators with a published product each; one of them also has an archived one, which counts for nothing.
    const first = await createProduct(t.db);
    const second = await createProduct(t.db);
    await createTestProduct(t.db, first.creator.id, { status: 'archived' });
    // A creator whose only product is archived is not a creator on the shop.
    const gone = await createProduct(t.db, { status: 'archived' });
    expect(gone.product.status).toBe('archived');

    // One buyer buys both products (one buyer served, not two); another buys and is refunded (not served).
    const loyal = await createTestBuyer(t.db);
    await recordTestSale(t, { buyerId: loyal.id, productId: first.product.id, amountCents: 1200 });
    await recordTestSale(t, { buyerId: loyal.id, productId: second.product.id, amountCents: 900 });
    const refunded = await createTestBuyer(t.db);
    const sale = await recordTestSale(t, { buyerId: refunded.id, productId: first.product.id, amountCents: 1200 });
    await recordTestRefund(t.db, sale);

    expect(await stats()).toEqual({
      publishedProducts: before.publishedProducts + 2,
      creators: before.creators + 2,
      averageRating: null,
      buyersServed: before.buyersServed + 1,
    });
  });
});
