import Stripe from 'stripe';
import {
  intentMetadata,
  readIntentMetadata,
  WebhookSignatureError,
  type PaymentIntentInfo,
  type PaymentProvider,
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
  };
}

/** Stripe PaymentIntents: the browser confirms the card with Stripe.js; the server creates, checks and refunds. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 10_000, ...settings.api });
  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

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
        return toIntentInfo(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        // A made-up or foreign id: Stripe answers 404 resource_missing.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return undefined;
        throw error;
      }
    },

    async refund(paymentId, amountCents, options) {
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
      };
    },
  };
}
