import { and, eq, inArray, lte } from 'drizzle-orm';
import type { SubscriptionInterval } from '../../../contract/subscriptions.js';
import type { Database } from '../../db/client.js';
import { subscriptions } from '../../db/schema/commerce.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import { firstPeriod } from './subscription-periods.js';

/**
 * Starts the subscriptions a checkout bought, in the checkout's transaction: trialing until the trial
 * ends when there is one, otherwise active for a first period paid at checkout. Undefined when the
 * buyer already holds a live subscription to one of the products (the caller undoes the transaction).
 */
export async function startSubscriptions(
  tx: Database,
  options: {
    userId: number;
    provider: PaymentProvider['name'];
    checkoutIntentId: string;
    // Stripe Billing's subscription, which renews it (one per checkout); null for the built-in processor.
    stripeSubscriptionId: string | null;
    paymentMethodId: string;
    currency: string;
    lines: { productId: number; interval: SubscriptionInterval; trialDays: number; priceCents: number }[];
    now: Date;
  },
) {
  const { userId, lines, now } = options;
  if (lines.length === 0) return [];
  const productIds = lines.map((line) => line.productId);
  // A cancelled subscription whose period is over gives no access any more, so it may be bought again
  // before the renewal job gets to ending it.
  await tx
    .update(subscriptions)
    .set({ status: 'ended', endedAt: now })
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.productId, productIds),
        eq(subscriptions.status, 'canceled'),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  const started = await tx
    .insert(subscriptions)
    .values(
      lines.map((line) => {
        const period = firstPeriod(now, line);
        return {
          userId,
          productId: line.productId,
          provider: options.provider,
          checkoutIntentId: options.checkoutIntentId,
          stripeSubscriptionId: options.stripeSubscriptionId,
          status: period.status,
          interval: line.interval,
          priceCents: line.priceCents,
          currency: options.currency,
          paymentMethodId: options.paymentMethodId,
          currentPeriodStart: period.start,
          currentPeriodEnd: period.end,
          trialEndsAt: period.trialEndsAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning();
  return started.length === lines.length ? started : undefined;
}
