import type { FastifyBaseLogger } from 'fastify';
import type { StripeWebhookAnswer } from '../../../contract/checkout.js';
import type { AppContext } from '../../context.js';
import { webhookEvents } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { type WebhookEvent, WebhookSignatureError } from '../../providers/payments/payment-provider.js';
import { applyStripeBillingEvent, invoiceNeedsPayment } from '../subscriptions/apply-stripe-billing-event.js';
import { fulfilPayment } from './fulfil-payment.js';

/**
 * Fulfils payment_intent.succeeded from Stripe, for buyers who closed the page before confirming, and
 * passes Stripe Billing's invoice and subscription events to the subscriptions (renewals, failures,
 * cancellations). The event id is stored in the same transaction as what the event changes, so a
 * redelivered event is skipped and a failed one (a 500) is retried by Stripe.
 */
export interface HandleStripeWebhookOptions {
  /** The exact bytes Stripe sent: its signature covers them. */
  rawBody: Buffer;
  signature: string | undefined;
  now: Date;
  log: FastifyBaseLogger;
}

export async function handleStripeWebhook(ctx: AppContext, options: HandleStripeWebhookOptions): Promise<StripeWebhookAnswer> {
  const { now, log } = options;
  if (ctx.payments.name !== 'stripe')
    throw new AppError('not_found', 'Stripe is not configured, so no Stripe webhooks are accepted');
  let event: WebhookEvent;
  try {
    event = ctx.payments.parseWebhook(options.rawBody, options.signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      log.warn({ reason: error.message }, 'Stripe webhook refused');
      throw new AppError('bad_request', 'Invalid webhook signature');
    }
    throw error;
  }

  // Asked of Stripe before the transaction, so no row stays locked during the call.
  const invoicePaymentId =
    invoiceNeedsPayment(event) && ctx.payments.billing
      ? await ctx.payments.billing.invoicePaymentIntentId(event.invoice.id)
      : undefined;

  return ctx.db.transaction(async (tx) => {
    const [fresh] = await tx
      .insert(webhookEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!fresh) return { received: true, outcome: 'duplicate_event' };
    if (event.invoice || event.subscription) {
      const announce = { log, siteUrl: ctx.config.siteUrl };
      return { received: true, outcome: await applyStripeBillingEvent(tx, announce, { event, invoicePaymentId, now }) };
    }
    const intent = event.paymentIntent;
    if (event.type !== 'payment_intent.succeeded' || !intent) return { received: true, outcome: 'ignored' };
    if (intent.userId === undefined || intent.productIds === undefined) {
      // A payment made on this Stripe account by something other than this shop's checkout.
      log.info({ eventId: event.id, paymentIntentId: intent.id }, 'Stripe payment without shop metadata ignored');
      return { received: true, outcome: 'ignored' };
    }
    try {
      const result = await fulfilPayment(
        { db: tx, payments: ctx.payments, config: ctx.config },
        { intent: { ...intent, userId: intent.userId }, now, log },
      );
      return { received: true, outcome: result.alreadyRecorded ? 'already_recorded' : 'recorded' };
    } catch (error) {
      // Paid but impossible to record (already owned, product gone, amount differs): refunded, and a retry would change nothing.
      if (error instanceof AppError && error.code === 'payment_refunded') return { received: true, outcome: 'refunded' };
      if (error instanceof AppError) {
        log.error({ eventId: event.id, paymentIntentId: intent.id, reason: error.message }, 'Stripe payment not fulfilled');
        return { received: true, outcome: 'ignored' };
      }
      throw error;
    }
  });
}
