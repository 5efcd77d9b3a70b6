import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { subscriptions } from '../../db/schema/commerce.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import { insertPayment, recordPaidPurchases } from '../../lib/ledger.js';
import { type Announce, noteSubscriptionEvent } from './subscription-events.js';

/**
 * One paid period of a subscription, in the caller's transaction (the subscription row locked): the
 * payment, and its purchase and sale through the checkout's own recording and fee split. False when
 * the payment was kept already. The unique subscription and period key refuses a period paid twice:
 * that throws, undoing the transaction.
 */
export async function recordPaidPeriod(
  tx: Database,
  options: {
    subscription: typeof subscriptions.$inferSelect;
    provider: PaymentProvider['name'];
    paymentId: string;
    amountCents: number;
    periodEnd: Date;
  },
): Promise<boolean> {
  const { subscription, paymentId, amountCents, periodEnd } = options;
  const [product] = await tx
    .select({ creatorId: products.creatorId })
    .from(products)
    .where(eq(products.id, subscription.productId));
  const payment = { id: paymentId, provider: options.provider, userId: subscription.userId, amountCents };
  if (!(await insertPayment(tx, { ...payment, productIds: [subscription.productId] }))) return false;
  const recorded = await recordPaidPurchases(tx, {
    paymentId,
    userId: subscription.userId,
    lines: [
      {
        productId: subscription.productId,
        creatorId: product!.creatorId,
        priceCents: amountCents,
        subscriptionId: subscription.id,
        periodEnd,
      },
    ],
  });
  if (!recorded) throw new Error(`Subscription ${subscription.id}: the period ending ${periodEnd.toISOString()} is paid already`);
  return true;
}

/**
 * A subscription whose next period is paid moves on to it, with no failure left to retry, and the buyer
 * is told. One cancelled at its period's end stays cancelled (Stripe may still invoice it); any other is
 * active once paid.
 */
export async function moveToPaidPeriod(
  tx: Database,
  announce: Announce,
  options: { subscription: typeof subscriptions.$inferSelect; periodStart: Date; periodEnd: Date },
): Promise<void> {
  const { subscription } = options;
  await tx
    .update(subscriptions)
    .set({
      status: subscription.status === 'canceled' ? 'canceled' : 'active',
      currentPeriodStart: options.periodStart,
      currentPeriodEnd: options.periodEnd,
      failedAttempts: 0,
      nextAttemptAt: null,
      lastFailure: null,
    })
    .where(eq(subscriptions.id, subscription.id));
  await noteSubscriptionEvent(tx, { event: 'renewed', subscriptionId: subscription.id, ...announce });
}
