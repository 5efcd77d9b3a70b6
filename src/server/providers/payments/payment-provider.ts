import { readRecordId } from '../../../contract/id-text.js';

/** What the checkout needs from a payment processor. Stripe when configured, else the built-in test mode. */
export interface PaymentProvider {
  readonly name: 'test' | 'stripe';
  /** Handed to the browser so Stripe.js can confirm the card; null for the test-mode processor. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** Undefined when the processor has no such payment. */
  retrieve(id: string): Promise<PaymentIntentInfo | undefined>;
  /** Refunds part or all of a succeeded payment; the idempotency key makes a retried refund happen once. */
  refund(paymentId: string, amountCents: number, options?: { idempotencyKey?: string }): Promise<{ refundId: string }>;
  /** Verifies a webhook delivery's signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): WebhookEvent;
  /** Subscriptions the processor itself renews (Stripe Billing); absent for the built-in test processor. */
  readonly billing?: SubscriptionBilling;
}

type Idempotent = { idempotencyKey: string };

/** Stripe Billing: the processor keeps the customer, prices and subscriptions, charges and retries each period. */
export interface SubscriptionBilling {
  createCustomer(input: { userId: number; email: string }, options: Idempotent): Promise<string>;
  /** Deletes the customer, which cancels its subscriptions at once. */
  deleteCustomer(customerId: string, options: Idempotent): Promise<void>;
  /** A Price for a product: recurring every month or year, or one_time (a product on the first invoice). */
  createPrice(
    input: { productId: number; title: string; priceCents: number; currency: 'usd'; kind: 'month' | 'year' | 'one_time' },
    options: Idempotent,
  ): Promise<string>;
  /**
   * Starts a subscription waiting for its first payment: the intent the browser confirms is the first
   * invoice's PaymentIntent, or a SetupIntent keeping the card when nothing is due today (a free trial).
   */
  createSubscription(input: {
    customerId: string;
    priceId: string;
    trialDays: number;
    // Prices of one-time products bought in the same checkout, charged on the first invoice.
    oneTimePriceIds: string[];
    userId: number;
    productIds: number[];
  }): Promise<{ subscriptionId: string; intent: { kind: 'payment' | 'setup'; id: string; clientSecret: string } }>;
  cancelAtPeriodEnd(subscriptionId: string, options: Idempotent): Promise<void>;
  /** Ends it now, charging nothing more (its current period was refunded). */
  cancelNow(subscriptionId: string, options: Idempotent): Promise<void>;
  /** The PaymentIntent that paid an invoice; undefined when nothing was charged (a $0 invoice). */
  invoicePaymentIntentId(invoiceId: string): Promise<string | undefined>;
}

export interface CreateIntentInput {
  userId: number;
  amountCents: number;
  currency: 'usd';
  productIds: number[];
  // Keep the card for later charges (a subscription), as Stripe's setup_future_usage does.
  savesCard?: boolean;
}

export interface PaymentIntentInfo {
  id: string;
  /** Stripe's statuses: 'succeeded', 'processing', 'requires_payment_method', 'canceled', ... (Stripe may add more). */
  status: string;
  amountCents: number;
  currency: string;
  /** From the intent's metadata, which only the server sets; undefined for intents this app did not create. */
  userId: number | undefined;
  productIds: number[] | undefined;
  /** The reusable payment method the intent saved (savesCard), charged again at renewals. */
  paymentMethodId?: string;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** Set for payment_intent.* events. */
  paymentIntent?: PaymentIntentInfo;
  /** Set for invoice.* events of a subscription. */
  invoice?: BillingInvoice;
  /** Set for customer.subscription.* events. */
  subscription?: BillingSubscription;
}

export interface BillingInvoice {
  id: string;
  subscriptionId: string;
  /** Stripe's reason: 'subscription_create' (the checkout's), 'subscription_cycle' (a renewal), ... */
  billingReason: string | null;
  amountPaidCents: number;
  /** The period the invoice pays for. */
  periodStart: Date;
  periodEnd: Date;
  /** After a failed charge: when Stripe tries again, or null when it will not. */
  nextPaymentAttempt: Date | null;
}

export interface BillingSubscription {
  id: string;
  /** Stripe's statuses: trialing, active, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The processor refused the card; `message` is the processor's own text, shown to the buyer as is. */
export class CardDeclinedError extends Error {
  constructor(
    message: string,
    readonly declineCode: string,
  ) {
    super(message);
    this.name = 'CardDeclinedError';
  }
}

/** Metadata travels as strings (Stripe's rule); these two keep the encoding in one place. */
export function intentMetadata(input: Pick<CreateIntentInput, 'userId' | 'productIds'>): Record<string, string> {
  return { userId: String(input.userId), productIds: input.productIds.join(',') };
}

export function readIntentMetadata(
  metadata: Record<string, string> | null | undefined,
): Pick<PaymentIntentInfo, 'userId' | 'productIds'> {
  const ids = (metadata?.productIds ?? '').split(',').filter(Boolean).map(readRecordId);
  return {
    userId: readRecordId(metadata?.userId),
    productIds: ids.length > 0 && ids.every((id) => id !== undefined) ? (ids as number[]) : undefined,
  };
}
