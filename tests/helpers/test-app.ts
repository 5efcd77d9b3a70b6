import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.js';
import { seedDemo } from '../../src/server/db/seed/seed-demo.js';
import type { JobContext } from '../../src/server/jobs/app-jobs.js';
import { createLogTransport } from '../../src/server/providers/email/log-transport.js';
import { createAiProvider } from '../../src/server/providers/ai/create-ai-provider.js';
import { createPaymentProvider } from '../../src/server/providers/payments/create-payment-provider.js';
import { createPayoutProvider } from '../../src/server/providers/payouts/create-payout-provider.js';
import { createStorage } from '../../src/server/providers/storage/create-storage.js';
import { createStripeProvider, type StripeSettings } from '../../src/server/providers/payments/stripe-provider.js';

const shared = globalThis as typeof globalThis & { __testDatabase?: Promise<DatabaseHandle> };

/**
 * One migrated database per test worker: PostgreSQL when TEST_DATABASE_URL is set, otherwise an
 * in-memory embedded one. Tests isolate themselves by creating their own users.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared.__testDatabase ??= (async () => {
    const url = process.env.TEST_DATABASE_URL;
    const handle = await openDatabase(url ? { url, poolSize: 5 } : { memory: true });
    await handle.migrate();
    return handle;
  })();
  return shared.__testDatabase;
}

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(os.tmpdir(), `soul-market-test-${process.pid}`),
    LOG_LEVEL: 'silent',
    // Tests read their own writes at once; the cache has its own test.
    CATALOG_CACHE_SECONDS: '0',
    // Every test signs up its own users from one address; the limit has its own test.
    SIGN_UPS_PER_ADDRESS_PER_HOUR: '1000000',
    ...overrides,
  });
}

/** `stripeApi` points the Stripe provider at a local stand-in for Stripe's API (see fakeStripeApi). */
export async function createTestApp(overrides: Record<string, string> = {}, options: { stripeApi?: StripeSettings['api'] } = {}) {
  const config = testConfig(overrides);
  const database = await testDatabase();
  const storage = await createStorage(config);
  await seedDemo(database.db, storage);
  const payments =
    config.stripe && options.stripeApi
      ? createStripeProvider({ ...config.stripe, api: options.stripeApi })
      : await createPaymentProvider(config, database.db);
  const payouts = await createPayoutProvider(config, database.db, options.stripeApi);
  const ai = await createAiProvider(config.ai);
  const app = await buildApp({ config, db: database.db, storage, payments, payouts, ai, serveWeb: false });
  await app.ready();
  return { app, db: database.db, config, storage, payments, payouts, ai };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What the app's jobs are given, with the clock stopped at `now`. */
export function jobContextAt(t: TestApp, now: Date): JobContext {
  return {
    config: t.config,
    db: t.db,
    payments: t.payments,
    payouts: t.payouts,
    storage: t.storage,
    email: createLogTransport(t.app.log),
    log: t.app.log,
    now: () => now,
    holdDays: t.config.payouts.holdDays,
  };
}
