import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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

const shared = globalThis as typeof globalThis & {
  __testDatabase?: Promise<DatabaseHandle>;
  __testDatabaseUrl?: Promise<string | undefined>;
};

/**
 * This worker's own PostgreSQL database when TEST_DATABASE_URL is set: `<name>_w<worker>`, created on
 * first use. Workers run test files at the same time, and a test that reads the whole catalogue (newest
 * first, say) must not see products another worker's test is writing.
 */
export function testDatabaseUrl(): Promise<string | undefined> {
  shared.__testDatabaseUrl ??= (async () => {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) return undefined;
    const url = new URL(base);
    const name = `${url.pathname.slice(1)}_w${process.env.VITEST_POOL_ID ?? '1'}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await admin.query(`create database "${name}"`);
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return shared.__testDatabaseUrl;
}

/**
 * One migrated database per test worker: PostgreSQL when TEST_DATABASE_URL is set (see testDatabaseUrl),
 * otherwise an in-memory embedded one. Tests isolate themselves by creating their own users.
 */
export function testDatabase(): Promise<DatabaseHandle> {
  shared.__testDatabase ??= (async () => {
    const url = await testDatabaseUrl();
    const handle = await openDatabase(url ? { url, poolSize: 5 } : { memory: true });
    await handle.migrate();
    return handle;
  })();
  return shared.__testDatabase;
}

/**
 * A database of its own, migrated and nothing else (no demo seed), for a test about what every database holds:
 * a new PostgreSQL database named after TEST_DATABASE_URL's (dropped by `close`), or an in-memory embedded one.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const handle = await openDatabase({ memory: true });
    await handle.migrate();
    return handle;
  }
  const url = new URL(base);
  const name = `${url.pathname.slice(1)}_fresh_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`).finally(() => admin.end());
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}"`).finally(() => dropper.end());
    },
  };
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
  const app = await buildApp({
    config,
    db: database.db,
    copyText: database.copyText,
    storage,
    payments,
    payouts,
    ai,
    serveWeb: false,
  });
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
