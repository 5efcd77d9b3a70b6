import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmPurchaseAnswer } from '../../../contract/checkout.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { checkoutIntents, purchases } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import type { PaymentIntentInfo } from '../../providers/payments/payment-provider.js';
import { activateChakrasAfterActivity } from '../soul-evolution/activate-earned-chakras.js';
import { AlreadyRefundedError, recordPurchase, UnfulfillableError } from './record-purchase.js';

/** What recording or refunding a payment reads: the database, the processor and the site's address (for e-mails). */
type PaymentContext = Pick<AppContext, 'db' | 'payments'> & { config: Pick<AppContext['config'], 'siteUrl'> };

export interface FulfilPaymentOptions {
  intent: PaymentIntentInfo & { userId: number };
  now: Date;
  log: FastifyBaseLogger;
}

function refundedError(reason: string, amountCents: number) {
  return new AppError(
    'payment_refunded',
    `We could not complete this purchase because ${reason}, so your payment of $${centsToPrice(amountCents)} has been refunded in full. Card refunds take 3-5 business days to appear.`,
  );
}

/**
 * Turns a succeeded payment into a purchase, or refunds it: the one path from "the processor took the
 * money" for the confirmation, the webhook and the reconciliation job. No charge stays without a
 * purchase; the buyer is told with a `payment_refunded` error.
 */
export async function fulfilPayment(ctx: PaymentContext, options: FulfilPaymentOptions): Promise<ConfirmPurchaseAnswer> {
  const { intent, now, log } = options;
  try {
    const recorded = await recordPurchase(ctx.db, {
      provider: ctx.payments.name,
      intent,
      userId: intent.userId,
      log,
      siteUrl: ctx.config.siteUrl,
      now,
    });
    // After the purchase's transaction, and never throwing: the buyer's purchase stands whatever the check does.
    if (!recorded.alreadyRecorded) await activateChakrasAfterActivity(ctx, { userId: intent.userId, now, log });
    return recorded;
  } catch (error) {
    if (error instanceof AlreadyRefundedError) {
      await refundUnfulfilledPayment(ctx, { intent, reason: error.reason, now, log });
      throw refundedError(error.reason, intent.amountCents);
    }
    if (!(error instanceof UnfulfillableError)) throw error;
    const outcome = await refundUnfulfilledPayment(ctx, { intent, reason: error.reason, now, log });
    if (outcome.status === 'recorded') {
      // Another path recorded it in the meantime: the buyer has their purchase.
      const recorded = await ctx.db
        .select({ id: purchases.id, productId: purchases.productId })
        .from(purchases)
        .where(eq(purchases.paymentId, intent.id))
        .orderBy(purchases.id);
      return { purchases: recorded, alreadyRecorded: true };
    }
    throw refundedError(outcome.reason, intent.amountCents);
  }
}

/**
 * Refunds a succeeded payment in full, once. The checkout intent is claimed first (open → refunded,
 * the same row a recording claims open → recorded), then the processor is asked with an idempotency
 * key; if that call fails, the row stays refunded without a refund id and the reconciliation job asks
 * again with the same key.
 */
export async function refundUnfulfilledPayment(
  ctx: PaymentContext,
  options: FulfilPaymentOptions & { reason: string },
): Promise<{ status: 'recorded' | 'refunded'; reason: string }> {
  const { db, payments } = ctx;
  const { intent, log } = options;
  // A payment this shop has no checkout row for (made before intents were kept): keep a row for its refund.
  await db
    .insert(checkoutIntents)
    .values({
      id: intent.id,
      provider: payments.name,
      userId: intent.userId,
      amountCents: intent.amountCents,
      currency: intent.currency,
    })
    .onConflictDoNothing();
  const [claimed] = await db
    .update(checkoutIntents)
    .set({ status: 'refunded', refundReason: options.reason, settledAt: options.now })
    .where(and(eq(checkoutIntents.id, intent.id), inArray(checkoutIntents.status, ['open', 'abandoned'])))
    .returning();
  const row = claimed ?? (await db.select().from(checkoutIntents).where(eq(checkoutIntents.id, intent.id)))[0]!;
  const reason = row.refundReason ?? options.reason;
  if (row.status === 'recorded') return { status: 'recorded', reason };
  if (row.providerRefundId) return { status: 'refunded', reason };
  await cancelCheckoutSubscription(payments, row);

  const { refundId } = await payments.refund(intent.id, intent.amountCents, { idempotencyKey: `unfulfilled-${intent.id}` });
  await db.update(checkoutIntents).set({ providerRefundId: refundId }).where(eq(checkoutIntents.id, intent.id));
  log.warn(
    { paymentIntentId: intent.id, userId: intent.userId, amountCents: intent.amountCents, reason, refundId },
    'paid payment refunded: it could not become a purchase',
  );
  return { status: 'refunded', reason };
}

/**
 * A refunded Stripe Billing checkout is never recorded: its Stripe subscription is cancelled at once,
 * so Stripe never renews what this shop does not know of. (An abandoned one may still be paid and
 * recorded later, so it is left to Stripe, which expires an unpaid first invoice.)
 */
async function cancelCheckoutSubscription(
  payments: AppContext['payments'],
  checkout: { id: string; stripeSubscriptionId: string | null },
) {
  if (!checkout.stripeSubscriptionId || !payments.billing) return;
  await payments.billing.cancelNow(checkout.stripeSubscriptionId, { idempotencyKey: `cancel-unrecorded-${checkout.id}` });
}
