import { buildApp } from './app.js';
import { type Config, ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/seed-demo.js';
import { appJobs, JOB_NAMES } from './jobs/app-jobs.js';
import { createJobQueue } from './jobs/job-queue.js';
import { coverProductsWithoutCovers } from './features/images/cover-products-without-covers.js';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.js';
import { loggerOptions, prettyLogs, readyUrl } from './logging.js';
import { createEmailTransport } from './providers/email/create-email-transport.js';
import { createAiProvider } from './providers/ai/create-ai-provider.js';
import { createPaymentProvider } from './providers/payments/create-payment-provider.js';
import { createPayoutProvider } from './providers/payouts/create-payout-provider.js';
import { createStorage } from './providers/storage/create-storage.js';
import { sweepOrphanPartials } from './providers/storage/sweep-orphan-partials.js';

const JOB_START_RETRY_MS = 10_000;

/** One line an operator can act on: which setting, which server, what went wrong (never the password). */
function unreachableDatabaseMessage(url: string, connectMs: number, error: unknown) {
  let where = 'the configured server';
  try {
    const parsed = new URL(url);
    where = `${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {}
  // A host name with several addresses fails with an AggregateError whose own message is empty.
  const errors = error instanceof AggregateError && error.errors.length > 0 ? error.errors : [error];
  let cause = errors.map((e) => (e instanceof Error ? e.message || e.name : String(e))).join('; ');
  // pg's own words for a server that never answered ("timeout expired") name no setting.
  if (/timeout/i.test(cause)) cause = `no answer within ${connectMs} ms (DATABASE_CONNECT_TIMEOUT_MS)`;
  const code = (error as { code?: string }).code;
  return `Cannot use the database in DATABASE_URL (${where}): ${cause}${code && !cause.includes(code) ? ` (${code})` : ''}`;
}

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

  // Until the app's logger exists, a lost connection is reported on stderr.
  let reportConnectionError = (error: Error) => console.error(`database connection lost: ${error.message}`);
  const database = await openDatabase(
    config.databaseUrl
      ? {
          url: config.databaseUrl,
          timeouts: config.database.timeouts,
          applicationName: config.database.applicationName,
          onConnectionError: (error) => reportConnectionError(error),
        }
      : { dataDir: config.dataDir },
  );
  try {
    await database.migrate();
  } catch (error) {
    if (!config.databaseUrl) throw error;
    console.error(unreachableDatabaseMessage(config.databaseUrl, config.database.timeouts.connectMs, error));
    await database.close().catch(() => {});
    process.exit(1);
  }
  const storage = await createStorage(config);
  // Files left by uploads cut short by a crash.
  const swept = await sweepOrphanPartials(storage);
  const payments = await createPaymentProvider(config, database.db);
  // With Stripe, payouts are Connect transfers; otherwise the built-in test payout accounts.
  const payouts = await createPayoutProvider(config, database.db);
  // Set once the queue runs here; until then the e-mail job's minute schedule sends what is queued.
  let wakeEmailJob: (() => void) | undefined;
  const app = await buildApp({
    config,
    db: database.db,
    copyText: database.copyText,
    storage,
    ai: await createAiProvider(config.ai),
    payments,
    payouts,
    deliverEmailsSoon: () => wakeEmailJob?.(),
    logger: loggerOptions(config.logLevel, prettyLogs(config, process.stdout.isTTY === true)),
  });
  reportConnectionError = (error) => app.log.warn({ err: error }, 'database connection lost; the pool opens a new one');
  if (swept > 0) app.log.info({ swept }, 'removed partial files of interrupted uploads');
  if (config.seedDemo) {
    const seeded = await seedDemo(database.db, storage);
    if (seeded) app.log.info(seeded, 'seeded the demo catalogue');
  }

  // Payouts, reconciliation, purges: one queue on the database, safe with many instances (docs/decisions/014).
  const jobs = createJobQueue({
    executeSql: database.executeSql,
    context: {
      config,
      db: database.db,
      payments,
      payouts,
      storage,
      email: createEmailTransport(config, app.log),
      log: app.log,
      now: () => new Date(),
      holdDays: config.payouts.holdDays,
    },
    definitions: appJobs,
    log: app.log,
  });

  let stopping = false;
  let jobsRetry: NodeJS.Timeout | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(jobsRetry);
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
  // After listening, so the first request is not kept waiting for the queue's own start-up. A database
  // that drops the connection meanwhile must not stop the server: the queue tries again shortly.
  const startJobs = (attempt: number): void => {
    jobs
      .start({ workers: true })
      .then(() => {
        // One extra run per two seconds at most, however many messages are queued meanwhile.
        wakeEmailJob = () =>
          void jobs
            .send(JOB_NAMES.deliverEmails, {}, { singletonKey: 'soon', singletonSeconds: 2 })
            .catch((error) => app.log.warn({ err: error }, 'could not wake the e-mail job'));
      })
      .catch((error) => {
        if (stopping) return;
        app.log.error({ err: error, attempt }, 'job queue did not start; trying again in 10 s');
        jobsRetry = setTimeout(() => startJobs(attempt + 1), JOB_START_RETRY_MS);
      });
  };
  startJobs(1);
  // Products from before covers existed get theirs drawn in the background, a bounded number per start.
  if (config.coversPerStart > 0)
    coverProductsWithoutCovers({ db: database.db, storage }, { limit: config.coversPerStart })
      .then((covered) => {
        if (covered > 0) app.log.info({ covered }, 'drew covers for products that had none');
      })
      .catch((error) => app.log.error({ err: error }, 'could not draw missing product covers'));
  const address = app.server.address();
  const url = readyUrl(config.host, typeof address === 'object' && address ? address.port : config.port);
  // Through the logger, so it comes after everything logged before it (the pretty printer runs in a worker).
  app.log.info(
    { startupMs: Math.round(performance.now() - startedAt), database: database.kind, url },
    `Soul Market is ready at ${url}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
