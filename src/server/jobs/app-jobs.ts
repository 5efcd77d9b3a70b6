import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { purgeExpiredAccountTokens } from '../features/auth/account-tokens.js';
import { purgeExpiredSignUps } from '../features/auth/sign-up.js';
import { purgeExpiredSessions } from '../features/auth/sessions.js';
import { purgeStaleSignInFailures } from '../features/auth/sign-in-delay.js';
import { toIsoDay } from '../../contract/enterprise.js';
import { refreshWindowActivity } from '../features/enterprise/enterprise-figures.js';
import { refreshCreatorFacts } from '../features/enterprise/refresh-creator-facts.js';
import { refreshRecentDailyTotals } from '../features/enterprise/refresh-daily-totals.js';
import { deliverPendingEmails } from '../features/email/deliver-emails.js';
import { reconcilePayments } from '../features/checkout/reconcile-payments.js';
import { purgeExpiredJournalEntries } from '../features/journal/purge-expired-journal-entries.js';
import { runPayoutBatch } from '../features/payouts/run-payout-batch.js';
import { checkActiveUsers } from '../features/soul-evolution/check-active-users.js';
import { remindSubscribers } from '../features/subscriptions/remind-subscribers.js';
import { renewSubscriptions } from '../features/subscriptions/renew-subscriptions.js';
import { purgeExpiredRateLimits } from '../lib/rate-limit.js';
import type { EmailTransport } from '../providers/email/email-transport.js';
import type { PaymentProvider } from '../providers/payments/payment-provider.js';
import type { PayoutProvider } from '../providers/payouts/payout-provider.js';
import type { FileStorage } from '../providers/storage/storage.js';
import { sweepOrphanPartials } from '../providers/storage/sweep-orphan-partials.js';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition } from './job-queue.js';

/** What every job is given. `now` is a function so tests can run a job at another moment. */
export interface JobContext {
  // Only what jobs read of the configuration: the address links in e-mails point to.
  config: Pick<Config, 'siteUrl'>;
  db: Database;
  payments: PaymentProvider;
  payouts: PayoutProvider;
  storage: FileStorage;
  email: EmailTransport;
  log: FastifyBaseLogger;
  now(): Date;
  holdDays: number;
}

type AppJob = JobDefinition<JobContext>;

export const JOB_NAMES = {
  payoutBatch: 'payout-batch',
  reconcilePayments: 'reconcile-payments',
  purgeJournal: 'purge-journal',
  housekeeping: 'housekeeping',
  sweepOrphanUploads: 'sweep-orphan-uploads',
  soulEvolutionDaily: 'soul-evolution-daily',
  enterpriseDailyTotals: 'enterprise-daily-totals',
  enterpriseRecentFigures: 'enterprise-recent-figures',
  renewSubscriptions: 'renew-subscriptions',
  remindSubscribers: 'remind-subscribers',
  deliverEmails: 'deliver-emails',
} as const;

/**
 * Every scheduled job of the app, in one list. Cron times are UTC. Add a job here, never a timer
 * elsewhere: the queue retries it, keeps a record of each run and runs each slot on one instance.
 */
export const appJobs: AppJob[] = [
  {
    // Payouts are dated the Friday 09:00 run; an hourly run pays them then, or within the hour after downtime.
    name: JOB_NAMES.payoutBatch,
    cron: '0 * * * *',
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 30 * 60,
    run: (ctx) => runPayoutBatch(ctx, { payouts: ctx.payouts, now: ctx.now(), holdDays: ctx.holdDays }),
  },
  {
    name: JOB_NAMES.reconcilePayments,
    cron: '*/5 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 10 * 60,
    run: (ctx) => reconcilePayments(ctx, { now: ctx.now() }),
  },
  {
    name: JOB_NAMES.purgeJournal,
    cron: '17 3 * * *',
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 30 * 60,
    run: async (ctx) => ({ purged: await purgeExpiredJournalEntries(ctx, { now: ctx.now() }) }),
  },
  {
    name: JOB_NAMES.housekeeping,
    cron: '7 * * * *',
    retryLimit: 1,
    retryDelaySeconds: 300,
    expireInSeconds: 10 * 60,
    run: async (ctx) => {
      const now = ctx.now();
      await purgeExpiredSessions(ctx, { now });
      await purgeExpiredAccountTokens(ctx, { now });
      await purgeExpiredSignUps(ctx, { now });
      await purgeExpiredRateLimits(ctx.db, new Date(now.getTime() - 86_400_000));
      await purgeStaleSignInFailures(ctx, { now });
      return { ok: true };
    },
  },
  {
    // Partial files of uploads cut short by a crash; start-up sweeps too.
    name: JOB_NAMES.sweepOrphanUploads,
    cron: '*/30 * * * *',
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    run: async (ctx) => ({ removed: await sweepOrphanPartials(ctx.storage, ctx.now()) }),
  },
  {
    // Streaks and 90-day journeys complete with the passing of days, not only with events.
    name: JOB_NAMES.soulEvolutionDaily,
    cron: '41 4 * * *',
    retryLimit: 2,
    retryDelaySeconds: 300,
    expireInSeconds: 30 * 60,
    run: (ctx) => checkActiveUsers(ctx, { now: ctx.now(), log: ctx.log }),
  },
  {
    // The enterprise page's daily totals (today and the two days before) and every creator's facts,
    // recomputed (idempotent upserts).
    name: JOB_NAMES.enterpriseDailyTotals,
    cron: '23 * * * *',
    retryLimit: 2,
    retryDelaySeconds: 120,
    expireInSeconds: 10 * 60,
    run: async (ctx) => ({
      ...(await refreshRecentDailyTotals(ctx, { now: ctx.now() })),
      ...(await refreshCreatorFacts(ctx, { all: true })),
    }),
  },
  {
    // Keeps what the enterprise page reads current, so a read rarely computes: today's window figures
    // (read at most ENTERPRISE_ACTIVITY_MAX_AGE_MS old) and the facts of creators touched since.
    name: JOB_NAMES.enterpriseRecentFigures,
    cron: '*/5 * * * *',
    retryLimit: 1,
    retryDelaySeconds: 60,
    expireInSeconds: 5 * 60,
    run: async (ctx) => {
      const now = ctx.now();
      await refreshWindowActivity(ctx, { to: toIsoDay(now), now });
      return refreshCreatorFacts(ctx, { all: false });
    },
  },
  {
    // Periods end at any minute; a renewal is charged within ten minutes of its period's end.
    name: JOB_NAMES.renewSubscriptions,
    cron: '*/10 * * * *',
    retryLimit: 3,
    retryDelaySeconds: 60,
    expireInSeconds: 10 * 60,
    run: (ctx) => renewSubscriptions(ctx, { now: ctx.now() }),
  },
  {
    // The legal reminders before a trial ends or a yearly renewal (docs/decisions/059): one indexed
    // query a minute, so a short trial's reminder is not late; each period is reminded once.
    name: JOB_NAMES.remindSubscribers,
    cron: '* * * * *',
    retryLimit: 3,
    retryDelaySeconds: 30,
    expireInSeconds: 10 * 60,
    run: (ctx) => remindSubscribers({ db: ctx.db, siteUrl: ctx.config.siteUrl }, { now: ctx.now() }),
  },
  {
    // The outbox's due messages; each message keeps its own attempts and backoff (deliver-emails.ts).
    name: JOB_NAMES.deliverEmails,
    cron: '* * * * *',
    retryLimit: 1,
    retryDelaySeconds: 30,
    expireInSeconds: 10 * 60,
    run: (ctx) => deliverPendingEmails(ctx, { now: ctx.now() }),
  },
];
