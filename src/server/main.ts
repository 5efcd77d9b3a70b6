import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { purgeExpiredSessions } from './features/auth/sessions.js';
import { startPayoutScheduler } from './features/payouts/payout-scheduler.js';
import { purgeExpiredJournalEntries } from './features/journal/purge-expired-journal-entries.js';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.js';
import { purgeExpiredRateLimits } from './lib/rate-limit.js';
import { createAiProvider } from './providers/ai/create-ai-provider.js';
import { createPaymentProvider } from './providers/payments/create-payment-provider.js';
import { createLedgerOnlyPayouts } from './providers/payouts/ledger-only.js';
import { createLocalDiskStorage } from './providers/storage/local-disk.js';

const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
const DAILY_MS = 24 * 60 * 60_000;

async function main() {
  const startedAt = performance.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // The embedded database has no lock of its own; PostgreSQL is shared by design.
  let lock: { release(): void } | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();
  const storage = createLocalDiskStorage(config.filesDir);
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    ai: await createAiProvider(config.ai),
    payments: await createPaymentProvider(config, database.db),
    logger: {
      level: config.logLevel,
      ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, storage);
    if (seeded) app.log.info(seeded, 'seeded the demo catalogue');
  }

  const housekeeping = setInterval(() => {
    Promise.all([
      purgeExpiredSessions(database.db),
      purgeExpiredRateLimits(database.db, new Date(Date.now() - 86_400_000)),
    ]).catch((error) => app.log.error({ err: error }, 'housekeeping failed'));
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  // With Stripe, payouts are real transfers; otherwise they are settled by hand from the ledger.
  const payoutProvider = config.stripe
    ? (await import('./providers/payouts/stripe-connect.js')).createStripeConnectPayouts(config.stripe.secretKey, database.db)
    : createLedgerOnlyPayouts();
  const payoutScheduler = startPayoutScheduler(database, payoutProvider, app.log);
  const dailyHousekeeping = setInterval(() => {
    purgeExpiredJournalEntries(database.db, new Date()).catch((error) => app.log.error({ err: error }, 'journal purge failed'));
  }, DAILY_MS);
  dailyHousekeeping.unref();

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    clearInterval(housekeeping);
    payoutScheduler.stop();
    clearInterval(dailyHousekeeping);
    try {
      await app.close();
      await database.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info({ startupMs: Math.round(performance.now() - startedAt), database: database.kind }, 'ready');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
