import { z } from 'zod';
import { giftRequest, giftSummary } from './gifts.js';
import { recordId } from './ids.js';
import { priceString } from './price-string.js';
import { subscriptionTerms } from './subscriptions.js';

export const paymentProvider = z.enum(['test', 'stripe']);
export type PaymentProvider = z.infer<typeof paymentProvider>;

/** GET /api/payment-mode: where card details go, so pages can say so truly (Stripe, or this server's test mode). */
export const paymentMode = z.object({ provider: paymentProvider });
export type PaymentMode = z.infer<typeof paymentMode>;

/** The box the buyer ticks before paying (Consumer Contracts Regulations 2013, reg. 37); the page shows these words. */
export const IMMEDIATE_ACCESS_CONSENT =
  'I want access straight away, and I understand that once I download or stream a product I lose my 14-day right to cancel. The 30-day satisfaction guarantee still applies.';

/**
 * No amount and no products: the server charges the cart it holds, at the prices it keeps with the intent.
 * The buyer's consent to immediate access is the one thing sent, and no payment starts without it.
 */
export const createPaymentIntentRequest = z
  .object({
    immediateAccessConsent: z.literal(true, {
      message:
        'Tick the box to say you want access straight away and understand you lose the 14-day right to cancel once you download or stream, before paying',
    }),
    // "This is a gift": the cart's one product goes to this recipient (docs/decisions/058).
    gift: giftRequest.optional(),
  })
  .strict();
export type CreatePaymentIntentRequest = z.infer<typeof createPaymentIntentRequest>;

export const paymentIntentAnswer = z.object({
  clientSecret: z.string(),
  // What the client secret confirms: a payment, or (a Stripe subscription's free trial) a card set-up.
  intentKind: z.enum(['payment', 'setup']),
  paymentIntentId: z.string(),
  amount: priceString,
  currency: z.literal('usd'),
  productIds: z.array(z.number().int()),
  provider: paymentProvider,
  // Stripe's publishable key when Stripe is the provider.
  publishableKey: z.string().nullable(),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentAnswer>;

/** The built-in test-mode processor's card form (Stripe's test-card numbers). */
export const testCardPaymentRequest = z.object({
  clientSecret: z.string().min(1),
  cardNumber: z.string().trim().min(1, { message: 'Card number is required' }),
  expiry: z.string().trim().min(1, { message: 'Expiry date is required' }),
  cvc: z.string().trim().min(1, { message: 'CVC is required' }),
});
export type TestCardPaymentRequest = z.infer<typeof testCardPaymentRequest>;
export const testCardPaymentAnswer = z.object({ status: z.literal('succeeded'), paymentIntentId: z.string() });

export const confirmPurchaseRequest = z.object({
  paymentIntentId: z.string().min(1).max(255),
  // Sent by older clients; ignored: the purchase is the checkout's own priced lines.
  productIds: z.array(recordId('each product id must be a product id')).max(100).optional(),
});
export type ConfirmPurchaseRequest = z.infer<typeof confirmPurchaseRequest>;

export const confirmPurchaseAnswer = z.object({
  purchases: z.array(z.object({ id: z.number().int(), productId: z.number().int() })),
  // True when this payment had been recorded already (a repeated confirmation, or the webhook came first).
  alreadyRecorded: z.boolean(),
});
export type ConfirmPurchaseAnswer = z.infer<typeof confirmPurchaseAnswer>;

/** POST /api/checkout/free-order: a cart whose total is $0 is bought without a card (the body must be empty). */
export const freeOrderRequest = z.object({}).strict();
export const freeOrderAnswer = z.object({
  // The order's receipt number, for the success page.
  paymentIntentId: z.string(),
  purchases: z.array(z.object({ id: z.number().int(), productId: z.number().int() })),
});
export type FreeOrderAnswer = z.infer<typeof freeOrderAnswer>;

/** POST /api/webhooks/stripe: what became of a verified event (Stripe only reads the status). */
export const stripeWebhookAnswer = z.object({
  received: z.literal(true),
  outcome: z.enum(['recorded', 'already_recorded', 'refunded', 'duplicate_event', 'ignored', 'updated']),
});
export type StripeWebhookAnswer = z.infer<typeof stripeWebhookAnswer>;

/** GET /api/orders/{paymentIntentId}: the payment the checkout (or Stripe's return) names. */
export const orderParams = z.object({ paymentIntentId: z.string().min(1).max(255) });

/** A paid order as its buyer sees it after paying: what the server recorded, not what the page remembers. */
export const order = z.object({
  // The processor's payment reference: the number support finds the order by.
  receiptNumber: z.string(),
  paidAt: z.string(),
  total: priceString,
  items: z.array(
    z.object({
      productId: z.number().int(),
      title: z.string(),
      price: priceString,
      fileName: z.string(),
      fileSize: z.number().int(),
      // A refunded item stays on the receipt but is no longer downloadable.
      status: z.enum(['active', 'refunded']),
      // The code that took `saving` off this item's price, as charged.
      discount: z.object({ code: z.string(), saving: priceString }).nullable(),
      // A subscription started by this order: price is what was charged today (0.00 during a free trial).
      subscription: subscriptionTerms.nullable(),
      // A gift (docs/decisions/058): not the buyer's to download; its recipient claims it.
      gift: giftSummary.optional(),
    }),
  ),
});
export type Order = z.infer<typeof order>;
