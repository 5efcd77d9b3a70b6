import fs from 'node:fs';
import { asc, count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import type { DatabaseHandle } from '../../../src/server/db/client.js';
import { categories, products } from '../../../src/server/db/schema/catalog.js';
import { seedDemo } from '../../../src/server/db/seed/seed-demo.js';
import { createAiProvider } from '../../../src/server/providers/ai/create-ai-provider.js';
import { createPaymentProvider } from '../../../src/server/providers/payments/create-payment-provider.js';
import { createPayoutProvider } from '../../../src/server/providers/payouts/create-payout-provider.js';
import { createStorage } from '../../../src/server/providers/storage/create-storage.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { multipart } from '../../helpers/multipart.js';
import { referenceCategories } from '../../helpers/reference-categories.js';
import { freshDatabase, testConfig } from '../../helpers/test-app.js';

const MIGRATION = new URL('../../../src/server/db/migrations/0027_reference_categories.sql', import.meta.url);

/** The app on a database that was migrated and never seeded, as with SEED_DEMO=false. */
async function appWithoutDemo(database: DatabaseHandle) {
  const config = testConfig({ SEED_DEMO: 'false' });
  const app = await buildApp({
    config,
    db: database.db,
    storage: await createStorage(config),
    payments: await createPaymentProvider(config, database.db),
    payouts: await createPayoutProvider(config, database.db),
    ai: await createAiProvider(config.ai),
    serveWeb: false,
  });
  await app.ready();
  return app;
}

const categoryRows = (database: DatabaseHandle) => database.db.select().from(categories).orderBy(asc(categories.id));

describe('categories are reference data', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshDatabase();
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  it('every database holds them without the demo seed, and an upload in one succeeds', async () => {
    const app = await appWithoutDemo(database);
    try {
      const listed = await app.inject({ url: '/api/categories' });
      expect(listed.statusCode).toBe(200);
      expect(listed.json()).toEqual(referenceCategories());
      expect(listed.json()).toHaveLength(18);
      expect((await database.db.select({ n: count() }).from(products))[0]!.n).toBe(0);

      const creator = await signUpUser({ app, db: database.db });
      const { headers, payload } = multipart(
        { title: 'Morning Breath Practice', description: 'A gentle breathing practice.', price: '12.50', categoryId: '12' },
        { fileName: 'practice.txt', content: 'Breathe in for four, out for six.', contentType: 'text/plain' },
      );
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...headers, origin: TEST_ORIGIN, cookie: creator.cookie },
        payload,
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      expect(uploaded.json().product.category).toEqual({ id: 12, name: 'Healing Tools' });
    } finally {
      await app.close();
    }
  });

  it('a demo-seeded database holds them once: the seed adds none and the migration again changes nothing', async () => {
    const seeded = await freshDatabase();
    try {
      const storage = await createStorage(testConfig());
      expect(await seedDemo(seeded.db, storage)).toMatchObject({ products: expect.any(Number) });
      // A database seeded before the migration existed has them already: running it there inserts nothing.
      await seeded.db.execute(sql.raw(fs.readFileSync(MIGRATION, 'utf8')));
      expect(await categoryRows(seeded)).toEqual(referenceCategories());
      // Seeded once: a second start leaves it as it is.
      expect(await seedDemo(seeded.db, storage)).toBeUndefined();
    } finally {
      await seeded.close();
    }
  }, 120_000);
});
