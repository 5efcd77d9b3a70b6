import { and, asc, eq, inArray, lte, or } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/money.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { purchases, subscriptions } from '../../db/schema/commerce.js';
import { isTestProcessor, type SavedCardCharge, type TestPaymentProcessor } from '../../providers/payments/test-processor.js';
import { moveToPaidPeriod, recordPaidPeriod } from './record-paid-period.js';
import { type Announce, noteSubscriptionEvent } from './subscription-events.js';
import { addDays, addInterval, RENEWAL_RETRY_DAYS } from './subscription-periods.js';

type Subscription = typeof subscriptions.$inferSelect;
/** What the renewal job reads: the database, the processor, its logger and the site's address (for e-mails). */
type RenewalContext = Pick<AppContext, 'db' | 'payments'> & {
  log: FastifyBaseLogger;
  config: Pick<AppContext['config'], 'siteUrl'>;
};
type Outcome = 'renewed' | 'failed' | 'ended' | 'refunded' | 'skipped';

// Renewals of one run; the rest wait for the next run a few minutes later.
const BATCH = 100;

const announceWith = (ctx: RenewalContext): Announce => ({ log: ctx.log, siteUrl: ctx.config.siteUrl });

/**
 * The renewal job. Cancelled subscriptions whose period is over end. Each subscription whose period
 * is over (or whose retry is due) has its saved card charged for the next period: paid, the period
 * becomes a purchase with its sale and the subscription moves on; declined, it is past due and tried
 * again 1, 3 and 7 days after the period ended, then ends. Safe to run on two instances at once: a
 * charge's idempotency key names the subscription, the period and the attempt, so both get the same
 * charge, and the subscription row is locked and checked before anything is recorded.
 */
export async function renewSubscriptions(ctx: RenewalContext, { now }: { now: Date }) {
  const { db, payments } = ctx;
  const ended = await db.transaction(async (tx) => {
    const rows = await tx
      .update(subscriptions)
      .set({ status: 'ended', endedAt: now })
      .where(and(eq(subscriptions.status, 'canceled'), lte(subscriptions.currentPeriodEnd, now)))
      .returning({ id: subscriptions.id });
    for (const row of rows) await noteSubscriptionEvent(tx, { event: 'ended', subscriptionId: row.id, ...announceWith(ctx) });
    return rows.length;
  });
  const outcomes: Record<Outcome, number> = { renewed: 0, failed: 0, ended, refunded: 0, skipped: 0 };
  // Only the built-in processor's subscriptions are renewed here; none other is ever started.
  if (!isTestProcessor(payments)) return outcomes;

  const due = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'test'),
        or(
          and(inArray(subscriptions.status, ['trialing', 'active']), lte(subscriptions.currentPeriodEnd, now)),
          and(eq(subscriptions.status, 'past_due'), lte(subscriptions.nextAttemptAt, now)),
        ),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd), asc(subscriptions.id))
    .limit(BATCH);
  for (const subscription of due) outcomes[await renewSubscription(ctx, payments, { subscription, now })] += 1;
  return outcomes;
}

async function renewSubscription(
  ctx: RenewalContext,
  processor: TestPaymentProcessor,
  { subscription, now }: { subscription: Subscription; now: Date },
): Promise<Outcome> {
  const periodStart = subscription.currentPeriodEnd;
  const attempt = subscription.failedAttempts;
  const charge = await processor.chargeSavedCard({
    userId: subscription.userId,
    paymentMethodId: subscription.paymentMethodId,
    amountCents: subscription.priceCents,
    currency: CURRENCY,
    productIds: [subscription.productId],
    idempotencyKey: `renewal-${subscription.id}-${periodStart.toISOString()}-${attempt}`,
    now,
  });
  const outcome = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)).for('update');
    const unchanged =
      current !== undefined &&
      ['trialing', 'active', 'past_due'].includes(current.status) &&
      current.currentPeriodEnd.getTime() === periodStart.getTime() &&
      current.failedAttempts === attempt;
    if (!unchanged) return (await chargeAlreadyRecorded(tx, charge)) ? 'skipped' : 'refund';
    return charge.status === 'succeeded'
      ? recordRenewal(tx, announceWith(ctx), { subscription: current, charge, periodStart })
      : recordFailedRenewal(tx, announceWith(ctx), { subscription: current, charge, attempt, now });
  });
  if (outcome !== 'refund') return outcome;
  // Cancelled, refunded or ended between choosing it and charging it: the money goes back.
  if (charge.status === 'succeeded') {
    await processor.refund(charge.paymentId, subscription.priceCents, { idempotencyKey: `unrecorded-${charge.paymentId}` });
    ctx.log.warn(
      { subscriptionId: subscription.id, paymentId: charge.paymentId },
      'renewal charge refunded: the subscription changed',
    );
    return 'refunded';
  }
  return 'skipped';
}

/** Another run (another instance) recorded this same charge already. */
async function chargeAlreadyRecorded(tx: Database, charge: SavedCardCharge) {
  if (charge.status !== 'succeeded') return true;
  const [purchase] = await tx.select({ id: purchases.id }).from(purchases).where(eq(purchases.paymentId, charge.paymentId));
  return purchase !== undefined;
}

async function recordRenewal(
  tx: Database,
  announce: Announce,
  options: { subscription: Subscription; charge: SavedCardCharge; periodStart: Date },
): Promise<Outcome> {
  const { subscription, charge, periodStart } = options;
  const periodEnd = addInterval(periodStart, subscription.interval);
  await recordPaidPeriod(tx, {
    subscription,
    provider: 'test',
    paymentId: charge.paymentId,
    amountCents: subscription.priceCents,
    periodEnd,
  });
  await moveToPaidPeriod(tx, announce, { subscription, periodStart, periodEnd });
  return 'renewed';
}

async function recordFailedRenewal(
  tx: Database,
  announce: Announce,
  options: { subscription: Subscription; charge: SavedCardCharge; attempt: number; now: Date },
): Promise<Outcome> {
  const { subscription, charge, attempt, now } = options;
  const failure = charge.status === 'declined' ? charge.message : null;
  const retryDays = RENEWAL_RETRY_DAYS[attempt];
  if (retryDays === undefined) {
    await tx
      .update(subscriptions)
      .set({ status: 'ended', endedAt: now, failedAttempts: attempt + 1, nextAttemptAt: null, lastFailure: failure })
      .where(eq(subscriptions.id, subscription.id));
    await noteSubscriptionEvent(tx, { event: 'ended', subscriptionId: subscription.id, ...announce });
    return 'ended';
  }
  await tx
    .update(subscriptions)
    .set({
      status: 'past_due',
      failedAttempts: attempt + 1,
      nextAttemptAt: addDays(subscription.currentPeriodEnd, retryDays),
      lastFailure: failure,
    })
    .where(eq(subscriptions.id, subscription.id));
  await noteSubscriptionEvent(tx, { event: 'payment_failed', subscriptionId: subscription.id, ...announce });
  return 'failed';
}
