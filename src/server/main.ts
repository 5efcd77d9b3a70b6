import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { appJobs } from './jobs/app-jobs.js';
import { createJobQueue } from './jobs/job-queue.js';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.js';
import { createAiProvider } from './providers/ai/create-ai-provider.js';
import { createPaymentProvider } from './providers/payments/create-payment-provider.js';
import { createLedgerOnlyPayouts } from './providers/payouts/ledger-only.js';
import { createLocalDiskStorage } from './providers/storage/local-disk.js';

async function main() {
  const startedAt = performance.now();
  let config;
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
  const payments = await createPaymentProvider(config, database.db);
  const app = await buildApp({
    config,
    db: database.db,
    storage,
    ai: await createAiProvider(config.ai),
    payments,
    logger: {
      level: config.logLevel,
      ...(config.env === 'development' ? { transport: { target: 'pino-pretty' } } : {}),
    },
  });
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, storage);
    if (seeded) app.log.info(seeded, 'seeded the demo catalogue');
  }

  // With Stripe, payouts are real transfers; otherwise they are settled by hand from the ledger.
  const payoutProvider = config.stripe
    ? (await import('./providers/payouts/stripe-connect.js')).createStripeConnectPayouts(config.stripe.secretKey, database.db)
    : createLedgerOnlyPayouts();
  // Payouts, reconciliation, purges: one queue on the database, safe with many instances (docs/decisions/010).
  const jobs = createJobQueue({
    executeSql: database.executeSql,
    context: {
      db: database.db,
      payments,
      payouts: payoutProvider,
      storage,
      log: app.log,
      now: () => new Date(),
      holdDays: config.payouts.holdDays,
    },
    definitions: appJobs,
    log: app.log,
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    try {
      await app.close();
      // Running jobs finish (or are retried by another instance after they expire) before the database closes.
      await jobs.stop().catch((error) => app.log.error({ err: error }, 'job queue did not stop cleanly'));
      await database.close();
    } finally {
      lock?.release();
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
  // After listening, so the first request is not kept waiting for the queue's own start-up.
  await jobs.start({ workers: true });
  app.log.info({ startupMs: Math.round(performance.now() - startedAt), database: database.kind }, 'ready');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
