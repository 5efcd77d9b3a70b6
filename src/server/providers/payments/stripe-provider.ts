import Stripe from 'stripe';
import {
  type BillingInvoice,
  type BillingSubscription,
  intentMetadata,
  readIntentMetadata,
  WebhookSignatureError,
  type PaymentIntentInfo,
  type PaymentProvider,
  type SubscriptionBilling,
} from './payment-provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | undefined;
  // Another address for Stripe's API (a local stand-in in tests); Stripe's own when unset.
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

function toIntentInfo(intent: Stripe.PaymentIntent): PaymentIntentInfo {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    ...readIntentMetadata(intent.metadata),
    ...(typeof intent.payment_method === 'string' ? { paymentMethodId: intent.payment_method } : {}),
  };
}

/** A free trial's checkout keeps the card through a SetupIntent: nothing is charged, in the checkout's currency. */
function setupIntentInfo(intent: Stripe.SetupIntent): PaymentIntentInfo {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: 0,
    currency: 'usd',
    ...readIntentMetadata(intent.metadata),
    ...(typeof intent.payment_method === 'string' ? { paymentMethodId: intent.payment_method } : {}),
  };
}

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : value?.id);
const fromUnix = (seconds: number) => new Date(seconds * 1000);

function toBillingInvoice(invoice: Stripe.Invoice): BillingInvoice | undefined {
  const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
  // The subscription's own line: its period is the one this invoice pays for.
  const line = invoice.lines.data.find((item) => item.parent?.subscription_item_details) ?? invoice.lines.data[0];
  if (!subscriptionId || !line) return undefined;
  return {
    id: invoice.id,
    subscriptionId,
    billingReason: invoice.billing_reason,
    amountPaidCents: invoice.amount_paid,
    periodStart: fromUnix(line.period.start),
    periodEnd: fromUnix(line.period.end),
    nextPaymentAttempt: invoice.next_payment_attempt === null ? null : fromUnix(invoice.next_payment_attempt),
  };
}

function toBillingSubscription(subscription: Stripe.Subscription): BillingSubscription | undefined {
  // Since API version 2025-03-31 the period is kept per item; this shop's subscriptions have one item.
  const item = subscription.items.data[0];
  if (!item) return undefined;
  return {
    id: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    currentPeriodStart: fromUnix(item.current_period_start),
    currentPeriodEnd: fromUnix(item.current_period_end),
  };
}

function createStripeBilling(stripe: Stripe): SubscriptionBilling {
  return {
    async createCustomer({ userId, email }, { idempotencyKey }) {
      const customer = await stripe.customers.create({ email, metadata: { userId: String(userId) } }, { idempotencyKey });
      return customer.id;
    },

    async deleteCustomer(customerId, { idempotencyKey }) {
      await stripe.customers.del(customerId, {}, { idempotencyKey });
    },

    async createPrice({ productId, title, priceCents, currency, kind }, { idempotencyKey }) {
      const price = await stripe.prices.create(
        {
          currency,
          unit_amount: priceCents,
          product_data: { name: title, metadata: { productId: String(productId) } },
          ...(kind === 'one_time' ? {} : { recurring: { interval: kind } }),
        },
        { idempotencyKey },
      );
      return price.id;
    },

    async createSubscription({ customerId, priceId, trialDays, oneTimePriceIds, userId, productIds }) {
      const metadata = intentMetadata({ userId, productIds });
      const subscription = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: priceId }],
        ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
        add_invoice_items: oneTimePriceIds.map((price) => ({ price })),
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata,
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      });
      const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
      const paymentSecret = invoice?.confirmation_secret?.client_secret;
      const setup = typeof subscription.pending_setup_intent === 'object' ? subscription.pending_setup_intent : null;
      // Stripe's intents carry no metadata of the subscription: the shop's is added, so the confirmation,
      // the payment_intent.succeeded webhook and the reconciliation know the buyer and the products.
      if (invoice && invoice.amount_due > 0 && paymentSecret) {
        const id = paymentSecret.slice(0, paymentSecret.indexOf('_secret_'));
        await stripe.paymentIntents.update(id, { metadata });
        return { subscriptionId: subscription.id, intent: { kind: 'payment', id, clientSecret: paymentSecret } };
      }
      if (setup?.client_secret) {
        await stripe.setupIntents.update(setup.id, { metadata });
        return { subscriptionId: subscription.id, intent: { kind: 'setup', id: setup.id, clientSecret: setup.client_secret } };
      }
      throw new Error(`Stripe gave subscription ${subscription.id} neither a payment nor a set-up to confirm`);
    },

    async cancelAtPeriodEnd(subscriptionId, { idempotencyKey }) {
      await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }, { idempotencyKey });
    },

    async cancelNow(subscriptionId, { idempotencyKey }) {
      await stripe.subscriptions.cancel(subscriptionId, {}, { idempotencyKey });
    },

    async invoicePaymentIntentId(invoiceId) {
      const paid = await stripe.invoicePayments.list({ invoice: invoiceId, status: 'paid', limit: 1 });
      return idOf(paid.data[0]?.payment.payment_intent);
    },
  };
}

/** Stripe PaymentIntents: the browser confirms the card with Stripe.js; the server creates, checks and refunds. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 10_000, ...settings.api });
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,
    billing: createStripeBilling(stripe),

    async createIntent({ userId, amountCents, currency, productIds }) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency,
        metadata: intentMetadata({ userId, productIds }),
        automatic_payment_methods: { enabled: true },
      });
      if (!intent.client_secret) throw new Error(`Stripe gave no client secret for ${intent.id}`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieve(id) {
      try {
        if (id.startsWith('seti_')) return setupIntentInfo(await stripe.setupIntents.retrieve(id));
        return toIntentInfo(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        // A made-up or foreign id: Stripe answers 404 resource_missing.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
        throw error;
      }
    },

    async refund(paymentId, amountCents, options) {
      // A free trial's checkout (a SetupIntent) charged nothing: there is no money to give back.
      if (amountCents === 0) return { refundId: `none-${paymentId}` };
      const refund = await stripe.refunds.create(
        { payment_intent: paymentId, amount: amountCents },
        options?.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
      );
      return { refundId: refund.id };
    },

    parseWebhook(rawBody, signatureHeader) {
      if (!settings.webhookSecret)
        throw new WebhookSignatureError('STRIPE_WEBHOOK_SECRET is not set, so no webhook can be verified');
      if (!signatureHeader) throw new WebhookSignatureError('The Stripe-Signature header is missing');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError(error.message);
        throw error;
      }
      const object = event.data.object as { object?: string };
      return {
        id: event.id,
        type: event.type,
        ...(object.object === 'payment_intent' ? { paymentIntent: toIntentInfo(object as Stripe.PaymentIntent) } : {}),
        ...(object.object === 'invoice' ? { invoice: toBillingInvoice(object as Stripe.Invoice) } : {}),
        ...(object.object === 'subscription' ? { subscription: toBillingSubscription(object as Stripe.Subscription) } : {}),
      };
    },
  };
}
