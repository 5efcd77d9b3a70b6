import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { SqlExecutor } from '../db/client.js';

/**
 * One job: what it does, when it runs on its own (a cron in UTC) and how a failure is retried.
 * `run` answers a small summary, kept with the job's record in the queue's tables.
 */
export interface JobDefinition<Context, Data = Record<string, unknown>> {
  name: string;
  cron?: string;
  retryLimit: number;
  // First retry after this many seconds, then doubling (pg-boss's backoff).
  retryDelaySeconds: number;
  // A run still going after this long counts as failed (a crashed instance) and is retried.
  expireInSeconds: number;
  run(ctx: Context, data: Data): Promise<unknown>;
}

export interface JobQueueOptions<Context> {
  executeSql: SqlExecutor;
  context: Context;
  definitions: JobDefinition<Context>[];
  log: FastifyBaseLogger;
}

/**
 * Scheduled and retried work on pg-boss, over the app's own database connection (PGlite or the pg
 * pool), so it runs the same on both. Every instance may start workers and schedules: pg-boss claims a
 * job with FOR UPDATE SKIP LOCKED and sends each cron slot once (one row per schedule per minute).
 */
export function createJobQueue<Context>(options: JobQueueOptions<Context>) {
  const { context, definitions, log } = options;
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  let boss: PgBoss | undefined;
  let started: Promise<PgBoss> | undefined;

  const definition = (name: string) => {
    const found = byName.get(name);
    if (!found) throw new Error(`No job named ${name}`);
    return found;
  };

  async function runOne(def: JobDefinition<Context>, job: { id: string; data: unknown }) {
    const began = performance.now();
    try {
      const output = await def.run(context, (job.data ?? {}) as Record<string, unknown>);
      log.info({ job: def.name, jobId: job.id, ms: Math.round(performance.now() - began), output }, 'job done');
      return output;
    } catch (error) {
      log.error({ job: def.name, jobId: job.id, err: error }, 'job failed');
      throw error;
    }
  }

  /** Installs pg-boss's tables (once, under its own lock) and the queues; `workers` also polls and schedules. */
  async function start(settings: { workers: boolean }) {
    let instance: PgBoss | undefined;
    started ??= (async () => {
      instance = new PgBoss({
        db: { executeSql: (text, values) => options.executeSql(text, values) },
        supervise: settings.workers,
        schedule: settings.workers,
      });
      instance.on('error', (error) => log.error({ err: error }, 'job queue error'));
      await instance.start();
      for (const def of definitions) await ensureQueue(instance, def);
      if (settings.workers) {
        for (const def of definitions) {
          if (def.cron) await instance.schedule(def.name, def.cron, {}, { tz: 'UTC' });
          await instance.work(def.name, { pollingIntervalSeconds: 5 }, async (jobs) => {
            for (const job of jobs) await runOne(def, job);
          });
        }
      }
      boss = instance;
      return instance;
    })().catch(async (error: unknown) => {
      // A failed start (the database cut off mid-install) can be tried again later.
      await instance?.stop({ graceful: false, close: false }).catch(() => undefined);
      started = undefined;
      throw error;
    });
    return started;
  }

  return {
    start,

    /** Queues a job for the workers (any instance); answers its id, or null when a singleton key was taken. */
    async send(name: string, data: Record<string, unknown> = {}, sendOptions: PgBoss.SendOptions = {}) {
      definition(name);
      return (await start({ workers: false })).send(name, data, sendOptions);
    },

    /**
     * Queues a job and runs every due job of that queue here, before answering (tests, operator
     * tasks): the same claim, record and retry as a worker. Answers the output of the job it queued.
     */
    async runNow(name: string, data: Record<string, unknown> = {}) {
      const def = definition(name);
      const queue = await start({ workers: false });
      // Due a second ago by the database's clock: pg-boss hands out jobs that start strictly before now(),
      // so a job sent and fetched within one clock tick would otherwise be missed.
      const id = await queue.send(name, data, { startAfter: '-1 second' });
      let output: unknown;
      for (;;) {
        const jobs = await queue.fetch<Record<string, unknown>>(name, { batchSize: 10 });
        if (jobs.length === 0) break;
        for (const job of jobs) {
          try {
            const result = await runOne(def, job);
            await queue.complete(name, job.id, { result: result ?? null });
            if (job.id === id) output = result;
          } catch (error) {
            await queue.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            if (job.id === id) throw error;
          }
        }
      }
      return output;
    },

    /** The stored record of one job (state, retries, output). */
    async getJob(name: string, id: string) {
      return (await start({ workers: false })).getJobById(name, id, { includeArchive: true });
    },

    /** Stops polling and schedules, waiting up to `timeoutMs` for running jobs to finish. */
    async stop(timeoutMs = 10_000) {
      if (!started) return;
      await started.catch(() => undefined);
      await boss?.stop({ graceful: true, wait: true, timeout: timeoutMs, close: false });
      boss = undefined;
      started = undefined;
    },
  };
}

// PostgreSQL's deadlock and unique-violation codes.
const RACE_CODES = new Set(['40P01', '23505']);

/**
 * Creates a queue unless it exists. pg-boss creates a table per queue; instances starting together
 * on one PostgreSQL can deadlock or collide doing so, and then one simply tries again.
 */
async function ensureQueue(
  boss: PgBoss,
  def: Pick<JobDefinition<unknown>, 'name' | 'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds'>,
) {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(def.name)) return;
    try {
      await boss.createQueue(def.name, {
        name: def.name,
        retryLimit: def.retryLimit,
        retryDelay: def.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: def.expireInSeconds,
      });
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !code || !RACE_CODES.has(code)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 100 * attempt));
    }
  }
}
