import { and, eq, gt, ne, notExists } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { purchases, subscriptions } from '../../db/schema/commerce.js';

type RefundedPurchase = { id: number; subscriptionId: number | null; periodEnd: Date | null };

// The purchase paid the subscription's latest period: no later period was paid. (Stripe's period and
// the one recorded at checkout may differ by the seconds between them, so the ends are not compared.)
function paysLatestPeriod(tx: Database, purchase: RefundedPurchase & { subscriptionId: number; periodEnd: Date }) {
  return and(
    eq(subscriptions.id, purchase.subscriptionId),
    ne(subscriptions.status, 'ended'),
    notExists(
      tx
        .select({ id: purchases.id })
        .from(purchases)
        .where(and(eq(purchases.subscriptionId, purchase.subscriptionId), gt(purchases.periodEnd, purchase.periodEnd))),
    ),
  );
}

/**
 * A refund of a subscription's current paid period takes back that period's access: the subscription
 * ends now, in the refund's transaction, and is not renewed. An earlier period's refund changes nothing,
 * its access being over already.
 */
export async function endRefundedPeriod(tx: Database, { purchase, now }: { purchase: RefundedPurchase; now: Date }) {
  const { subscriptionId, periodEnd } = purchase;
  if (subscriptionId === null || periodEnd === null) return;
  await tx
    .update(subscriptions)
    .set({ status: 'ended', endedAt: now, nextAttemptAt: null })
    .where(paysLatestPeriod(tx, { ...purchase, subscriptionId, periodEnd }));
}

/**
 * Before a refund of a Stripe Billing subscription's current period is recorded: Stripe cancels the
 * subscription at once, so it charges nothing more (the refund then ends it here).
 */
export async function cancelRefundedPeriodAtStripe(ctx: Pick<AppContext, 'db' | 'payments'>, purchase: RefundedPurchase) {
  const { subscriptionId, periodEnd } = purchase;
  if (subscriptionId === null || periodEnd === null || !ctx.payments.billing) return;
  const [row] = await ctx.db
    .select({ stripeSubscriptionId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(paysLatestPeriod(ctx.db, { ...purchase, subscriptionId, periodEnd }));
  if (row?.stripeSubscriptionId)
    await ctx.payments.billing.cancelNow(row.stripeSubscriptionId, { idempotencyKey: `cancel-refunded-${purchase.id}` });
}
