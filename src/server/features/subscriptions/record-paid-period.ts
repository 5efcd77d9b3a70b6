import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import type { subscriptions } from '../../db/schema/commerce.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import { insertPayment, recordPaidPurchases } from '../checkout/record-purchase.js';

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

/** A subscription's row once a period is paid: it moves on to that period, with no failure left to retry. */
export function paidPeriodChanges(periodStart: Date, periodEnd: Date) {
  return {
    currentPeriodStart: periodStart,
    currentPeriodEnd: periodEnd,
    failedAttempts: 0,
    nextAttemptAt: null,
    lastFailure: null,
  };
}
