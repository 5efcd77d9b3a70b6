import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { storeStats } from '../../../src/contract/catalog.js';
import type { Database } from '../../../src/server/db/client.js';
import { products } from '../../../src/server/db/schema/catalog.js';
import { getStoreStats } from '../../../src/server/features/catalog/get-store-stats.js';
import { createTestBuyer, createTestProduct, recordTestRefund, recordTestSale } from '../../helpers/creator-factories.js';
import { createProduct } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

// Rolls the test's rows back: they never reach the shared database.
class RollBack extends Error {}

describe('GET /api/stats', () => {
  it('answers the live figures in the contract shape', async () => {
    const response = await t.app.inject({ url: '/api/stats' });
    expect(response.statusCode).toBe(200);
    const stats = storeStats.parse(response.json());
    expect(stats.publishedProducts).toBeGreaterThan(0);
  });

  it('counts published products, their creators, distinct buyers whose purchase stands and the mean review of published products', async () => {
    // One snapshot for the whole test (repeatable read): other test files writing to a shared
    // PostgreSQL meanwhile cannot move the figures, so the differences are exactly this test's rows.
    await t.db
      .transaction(
        async (tx) => {
          const db = tx as unknown as Database;
          const stats = () => getStoreStats({ ...t, db } as unknown as Parameters<typeof getStoreStats>[0]);
          const before = await stats();

          // Two creators with a published product each; one also has an archived one, which counts for nothing.
          const first = await createProduct(db);
          const second = await createProduct(db);
          const archived = await createTestProduct(db, first.creator.id, { status: 'archived' });
          // A creator whose only product is archived is not a creator on the shop.
          await createProduct(db, { status: 'archived' });

          // One buyer buys both products (one buyer served, not two); another buys and is refunded (not served).
          const loyal = await createTestBuyer(db);
          await recordTestSale(
            { db, app: t.app, config: t.config },
            { buyerId: loyal.id, productId: first.product.id, amountCents: 1200 },
          );
          await recordTestSale(
            { db, app: t.app, config: t.config },
            { buyerId: loyal.id, productId: second.product.id, amountCents: 900 },
          );
          const refunded = await createTestBuyer(db);
          const sale = await recordTestSale(
            { db, app: t.app, config: t.config },
            { buyerId: refunded.id, productId: first.product.id, amountCents: 1200 },
          );
          await recordTestRefund(db, sale);

          // No reviews anywhere reads "New"; then 5+4 on one product and 4 on the other average 13/3,
          // while a 1-star review of an archived product does not count.
          await db.update(products).set({ ratingSum: 0, reviewCount: 0 });
          expect((await stats()).averageRating).toBeNull();
          await db.update(products).set({ ratingSum: 9, reviewCount: 2 }).where(eq(products.id, first.product.id));
          await db.update(products).set({ ratingSum: 4, reviewCount: 1 }).where(eq(products.id, second.product.id));
          await db.update(products).set({ ratingSum: 1, reviewCount: 1 }).where(eq(products.id, archived.id));

          expect(await stats()).toEqual({
            publishedProducts: before.publishedProducts + 2,
            creators: before.creators + 2,
            averageRating: 4.3,
            buyersServed: before.buyersServed + 1,
          });
          throw new RollBack();
        },
        { isolationLevel: 'repeatable read' },
      )
      .catch((error: unknown) => {
        if (!(error instanceof RollBack)) throw error;
      });
  });
});
