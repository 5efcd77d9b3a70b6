import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { purchases, type SubscriptionStatus, subscriptions } from '../../db/schema/commerce.js';
import type { BillingInvoice, BillingSubscription, WebhookEvent } from '../../providers/payments/payment-provider.js';
import { moveToPaidPeriod, recordPaidPeriod } from './record-paid-period.js';
import { type Announce, noteSubscriptionEvent } from './subscription-events.js';

type Subscription = typeof subscriptions.$inferSelect;
export type BillingOutcome = 'recorded' | 'already_recorded' | 'updated' | 'ignored';

/**
 * Keeps a Stripe Billing subscription's row in step with Stripe, which charges, retries and ends it:
 * invoice.paid records the period paid as a purchase and sale, invoice.payment_failed makes it past
 * due, customer.subscription.updated and .deleted bring its state and period. Runs in the webhook's
 * transaction, after the event id was kept, so a redelivered event is never applied twice; a paid
 * period is also kept at most once by its unique subscription and period key.
 */
export async function applyStripeBillingEvent(
  tx: Database,
  announce: Announce,
  // The PaymentIntent that paid an invoice.paid's invoice, asked of Stripe before the transaction.
  options: { event: WebhookEvent; invoicePaymentId: string | undefined; now: Date },
): Promise<BillingOutcome> {
  const { event, now } = options;
  const stripeSubscriptionId = event.invoice?.subscriptionId ?? event.subscription?.id;
  if (!stripeSubscriptionId) return 'ignored';
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, stripeSubscriptionId))
    .for('update');
  // Not recorded yet (its checkout's confirmation, payment webhook or reconciliation records it), or
  // ended here already: an ended subscription never changes again.
  if (!subscription || subscription.status === 'ended') return 'ignored';
  if (event.type === 'invoice.paid' && event.invoice)
    return recordPaidInvoice(tx, announce, { subscription, invoice: event.invoice, paymentId: options.invoicePaymentId });
  if (event.type === 'invoice.payment_failed' && event.invoice)
    return markPastDue(tx, announce, { subscription, invoice: event.invoice });
  if (event.type === 'customer.subscription.deleted')
    return changeStatus(tx, announce, { subscription, status: 'ended', changes: { endedAt: now } });
  if (event.type === 'customer.subscription.updated' && event.subscription)
    return syncSubscription(tx, announce, { subscription, stripe: event.subscription, now });
  return 'ignored';
}

/** Whether invoice.paid needs the payment that paid it: a charged renewal, not the checkout's own invoice. */
export function invoiceNeedsPayment(event: WebhookEvent): event is WebhookEvent & { invoice: BillingInvoice } {
  return (
    event.type === 'invoice.paid' &&
    event.invoice !== undefined &&
    event.invoice.amountPaidCents > 0 &&
    event.invoice.billingReason !== 'subscription_create'
  );
}

async function recordPaidInvoice(
  tx: Database,
  announce: Announce,
  options: { subscription: Subscription; invoice: BillingInvoice; paymentId: string | undefined },
): Promise<BillingOutcome> {
  const { subscription, invoice } = options;
  // The checkout's first invoice was recorded with the checkout (its purchase, or its free trial).
  if (invoice.billingReason === 'subscription_create') return 'already_recorded';
  const [paid] = await tx
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.subscriptionId, subscription.id), eq(purchases.periodEnd, invoice.periodEnd)));
  if (paid) return 'already_recorded';
  if (invoice.amountPaidCents > 0) {
    const recorded = await recordPaidPeriod(tx, {
      subscription,
      provider: 'stripe',
      // An invoice paid outside a PaymentIntent (marked paid at Stripe) is named by the invoice itself.
      paymentId: options.paymentId ?? invoice.id,
      amountCents: invoice.amountPaidCents,
      periodEnd: invoice.periodEnd,
    });
    if (!recorded) return 'already_recorded';
  }
  await moveToPaidPeriod(tx, announce, { subscription, periodStart: invoice.periodStart, periodEnd: invoice.periodEnd });
  return 'recorded';
}

/** Stripe retries the charge on its own schedule; access is kept meanwhile, as for any past-due subscription. */
async function markPastDue(
  tx: Database,
  announce: Announce,
  { subscription, invoice }: { subscription: Subscription; invoice: BillingInvoice },
): Promise<BillingOutcome> {
  await tx
    .update(subscriptions)
    .set({
      status: subscription.status === 'canceled' ? 'canceled' : 'past_due',
      failedAttempts: subscription.failedAttempts + 1,
      nextAttemptAt: invoice.nextPaymentAttempt,
      lastFailure: 'Your card was declined.',
    })
    .where(eq(subscriptions.id, subscription.id));
  await noteSubscriptionEvent(tx, { event: 'payment_failed', subscriptionId: subscription.id, ...announce });
  return 'updated';
}

/** Stripe's statuses in this shop's terms; undefined for the ones that change nothing here (incomplete, paused). */
function localStatus(stripe: BillingSubscription): SubscriptionStatus | undefined {
  if (['canceled', 'unpaid', 'incomplete_expired'].includes(stripe.status)) return 'ended';
  if (stripe.status === 'past_due') return 'past_due';
  if (stripe.status !== 'trialing' && stripe.status !== 'active') return undefined;
  return stripe.cancelAtPeriodEnd ? 'canceled' : stripe.status;
}

async function syncSubscription(
  tx: Database,
  announce: Announce,
  { subscription, stripe, now }: { subscription: Subscription; stripe: BillingSubscription; now: Date },
): Promise<BillingOutcome> {
  const status = localStatus(stripe) ?? subscription.status;
  return changeStatus(tx, announce, {
    subscription,
    status,
    changes: {
      currentPeriodStart: stripe.currentPeriodStart,
      currentPeriodEnd: stripe.currentPeriodEnd,
      // Cancelled at Stripe (its dashboard, or this shop's cancel): kept from the first time it was seen.
      canceledAt: status === 'canceled' ? (subscription.canceledAt ?? now) : null,
      ...(status === 'ended' ? { endedAt: now } : {}),
    },
  });
}

/** Sets the new state, and tells the buyer when it changed to cancelled or ended. */
async function changeStatus(
  tx: Database,
  announce: Announce,
  options: { subscription: Subscription; status: SubscriptionStatus; changes: Partial<Subscription> },
): Promise<BillingOutcome> {
  const { subscription, status } = options;
  await tx
    .update(subscriptions)
    .set({ ...options.changes, status, ...(status === 'ended' ? { nextAttemptAt: null } : {}) })
    .where(eq(subscriptions.id, subscription.id));
  if (status !== subscription.status && (status === 'canceled' || status === 'ended'))
    await noteSubscriptionEvent(tx, { event: status, subscriptionId: subscription.id, ...announce });
  return 'updated';
}
