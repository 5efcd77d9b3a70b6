import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './catalog.js';

export const discountKinds = ['percent', 'amount'] as const;

/**
 * A creator's code for one product: a percentage (1-100) or a fixed amount off, an optional expiry and
 * an optional limit on uses. usedCount is counted in the purchase's transaction and given back by a refund.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Kept upper-case: buyers type it in any case.
    code: text('code').notNull(),
    kind: text('kind', { enum: discountKinds }).notNull(),
    // Percent (1-100) for 'percent', cents for 'amount'.
    value: integer('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('discount_codes_product_code_unique').on(table.productId, table.code),
    check('discount_codes_value_range', sql`${table.value} > 0 and (${table.kind} <> 'percent' or ${table.value} <= 100)`),
    check('discount_codes_uses_range', sql`${table.usedCount} >= 0 and (${table.maxUses} is null or ${table.maxUses} > 0)`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    // The source tag of the link the buyer came through (docs/decisions/051), carried to the sale.
    source: text('source').notNull().default('direct'),
    // The price the buyer named for a pay-what-you-want product.
    namedPriceCents: integer('named_price_cents'),
    // The discount code the buyer applied to this line.
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('cart_items_user_product_unique').on(table.userId, table.productId)],
);

export const paymentProviders = ['test', 'stripe'] as const;

/** Payments the provider confirmed and we fulfilled; the primary key makes fulfilment happen once. */
export const payments = pgTable('payments', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: paymentProviders }).notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  productIds: integer('product_ids').array().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionIntervals = ['month', 'year'] as const;

export const checkoutIntentStatuses = ['open', 'recorded', 'refunded', 'abandoned'] as const;

/**
 * Every payment the checkout started, whichever processor: what it was for (its lines) and what
 * became of it. A paid intent ends recorded (a purchase) or refunded (with the reason); the
 * reconciliation job settles those left open by a crash between charge and record.
 */
export const checkoutIntents = pgTable(
  'checkout_intents',
  {
    id: text('id').primaryKey(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: checkoutIntentStatuses }).notNull().default('open'),
    // With Stripe Billing: the Stripe subscription this checkout's first invoice (or trial set-up) belongs to.
    stripeSubscriptionId: text('stripe_subscription_id'),
    refundReason: text('refund_reason'),
    providerRefundId: text('provider_refund_id'),
    // When the buyer asked for access straight away, knowing a download or stream ends the 14-day right to
    // cancel (Consumer Contracts Regulations 2013, reg. 37): the checkout cannot start without it.
    immediateAccessConsentAt: timestamp('immediate_access_consent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [index('checkout_intents_open_idx').on(table.createdAt).where(sql`status = 'open'`)],
);

/** The priced lines of a checkout intent: the purchase is recorded at these prices, whatever the catalogue says later. */
export const checkoutIntentLines = pgTable(
  'checkout_intent_lines',
  {
    intentId: text('intent_id')
      .notNull()
      .references(() => checkoutIntents.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    // What is charged today: 0 for a subscription that starts with a free trial.
    priceCents: integer('price_cents').notNull(),
    // The code that took discountCents off this line's price; its use is counted when the purchase is recorded.
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    discountCents: integer('discount_cents').notNull().default(0),
    // Set for a subscription product: the terms the buyer saw, kept like the price.
    subscriptionInterval: text('subscription_interval', { enum: subscriptionIntervals }),
    trialDays: integer('trial_days').notNull().default(0),
    // The price of each period after the trial (equals priceCents when there is no trial).
    periodPriceCents: integer('period_price_cents'),
    // The cart line's source tag, kept like the price until the sale is recorded.
    source: text('source').notNull().default('direct'),
  },
  (table) => [primaryKey({ columns: [table.intentId, table.productId] })],
);

/** Payment intents of the built-in test-mode processor (Stripe keeps its own). */
export const testPaymentIntents = pgTable('test_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  productIds: integer('product_ids').array().notNull(),
  // Set when the intent keeps its card for later charges (a subscription), as Stripe's setup_future_usage does.
  savesCard: boolean('saves_card').notNull().default(false),
  paymentMethodId: text('payment_method_id'),
  // Charges of a saved card made by the server: a repeated key answers the first charge's outcome.
  idempotencyKey: text('idempotency_key').unique(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] })
    .notNull()
    .default('requires_payment_method'),
  lastError: text('last_error'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Cards the test-mode processor keeps for later charges. Only Stripe's public test numbers are ever
 * accepted, so the number kept is a test number, never a real card's.
 */
export const testPaymentMethods = pgTable('test_payment_methods', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  cardNumber: text('card_number').notNull(),
  expiry: text('expiry').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled', 'ended'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * A buyer's subscription to a product. The current period runs from currentPeriodStart to
 * currentPeriodEnd (the trial is the first period). At its end the renewal job charges the saved
 * card: a paid period is a purchase with its sale; a failed charge makes it past_due with retries.
 * `canceled` keeps access to the period's end, then the job ends it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    // The checkout that started it.
    checkoutIntentId: text('checkout_intent_id').notNull(),
    status: text('status', { enum: subscriptionStatuses }).notNull(),
    interval: text('interval', { enum: subscriptionIntervals }).notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    // The processor's reusable payment method, charged at each renewal.
    paymentMethodId: text('payment_method_id').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // Failed renewal charges of the current unpaid period, and when the next attempt is due.
    failedAttempts: integer('failed_attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastFailure: text('last_failure'),
    // Set when Stripe Billing renews it (Stripe charges, retries and ends it; webhooks keep this row in step).
    stripeSubscriptionId: text('stripe_subscription_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One live subscription per buyer and product; a new one may start after the last has ended.
    uniqueIndex('subscriptions_one_live_per_buyer_product').on(table.userId, table.productId).where(sql`status <> 'ended'`),
    index('subscriptions_product_idx').on(table.productId),
    index('subscriptions_due_idx').on(table.currentPeriodEnd).where(sql`status <> 'ended'`),
    check('subscriptions_price_positive', sql`${table.priceCents} > 0`),
  ],
);

/**
 * The reminder e-mailed before a subscription's period turns into a charge (the end of a free trial, a
 * yearly renewal; docs/decisions/059). One row per subscription and period end: the unique key makes a
 * second run (or a second instance) write nothing, and the e-mail is queued only with a new row. The
 * e-mail's cancel link carries a token; only its SHA-256 is kept. It works until the period ends.
 */
export const subscriptionReminders = pgTable(
  'subscription_reminders',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    cancelTokenHash: text('cancel_token_hash').notNull().unique(),
    // When the cancel link was used (a second use says it is already cancelled).
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('subscription_reminders_one_per_period').on(table.subscriptionId, table.periodEnd)],
);

/** The Stripe Customer of each buyer who subscribed through Stripe Billing, created once. */
export const stripeCustomers = pgTable('stripe_customers', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  customerId: text('customer_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const stripePriceKinds = ['month', 'year', 'one_time'] as const;

/**
 * The Stripe Price made for a product at a price and interval (one_time for a product bought beside a
 * subscription, on its first invoice). A new price or interval makes a new Price; Stripe's are immutable.
 */
export const stripePrices = pgTable(
  'stripe_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceCents: integer('price_cents').notNull(),
    kind: text('kind', { enum: stripePriceKinds }).notNull(),
    stripePriceId: text('stripe_price_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.priceCents, table.kind] })],
);

// 'gifted': paid for as a gift (docs/decisions/058) and not claimed yet: the row is the giver's and gives no access;
// claiming makes it the recipient's and 'active'.
export const purchaseStatuses = ['active', 'refunded', 'gifted'] as const;

export const purchases = pgTable(
  'purchases',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: purchaseStatuses }).notNull().default('active'),
    // Set for a paid period of a subscription: which subscription and the end of the period it paid for.
    subscriptionId: integer('subscription_id').references((): AnyPgColumn => subscriptions.id),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    // The discount code this purchase used: a refund gives its use back.
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    // A buyer owns a product at most once while the purchase stands (a subscription pays once per period).
    uniqueIndex('purchases_one_active_per_buyer_product')
      .on(table.userId, table.productId)
      .where(sql`status = 'active' and subscription_id is null`),
    // A subscription's period is paid for at most once.
    uniqueIndex('purchases_one_per_subscription_period').on(table.subscriptionId, table.periodEnd),
    index('purchases_product_created_idx').on(table.productId, table.createdAt),
    index('purchases_created_idx').on(table.createdAt),
  ],
);

/**
 * The creators' earnings ledger. A sale writes one 'sale' row; a refund never edits it but adds a
 * 'reversal' row with the same figures negated. Balance = sum(creator_earnings_cents) - payouts.
 */
export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['sale', 'reversal'] })
      .notNull()
      .default('sale'),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    paymentId: text('payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    platformFeeCents: integer('platform_fee_cents').notNull(),
    processingFeeCents: integer('processing_fee_cents').notNull(),
    creatorEarningsCents: integer('creator_earnings_cents').notNull(),
    reversesSaleId: integer('reverses_sale_id'),
    // The source tag of a checkout's sale (docs/decisions/051); null for renewals and reversals.
    source: text('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('sales_one_sale_per_purchase').on(table.purchaseId).where(sql`kind = 'sale'`),
    uniqueIndex('sales_one_reversal_per_sale').on(table.reversesSaleId).where(sql`kind = 'reversal'`),
    // Earnings last: the enterprise page sums a creator's earnings from the index alone.
    index('sales_creator_created_idx').on(table.creatorId, table.createdAt, table.creatorEarningsCents),
    // The enterprise page's windows: distinct creators and buyers of recent sales, read from the index alone.
    index('sales_sale_created_idx').on(table.createdAt, table.creatorId, table.buyerId).where(sql`kind = 'sale'`),
    // With the index above: the creators whose earnings changed since a moment (the enterprise creator facts).
    index('sales_reversal_created_idx').on(table.createdAt, table.creatorId).where(sql`kind = 'reversal'`),
  ],
);

/** Stripe webhook events already handled (Stripe may deliver one event more than once). */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per download started: a transfer from byte 0, or the first bytes a purchase ever received
 * from further in (not each resumed range); for the refund queue and the refund rule (recordDelivery).
 */
export const downloads = pgTable(
  'downloads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    purchaseId: integer('purchase_id').references(() => purchases.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('downloads_user_product_idx').on(table.userId, table.productId)],
);

/** Who looked at a product page lately (signed-in user id or an anonymous visitor id). */
export const productViews = pgTable(
  'product_views',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.viewerKey] }),
    index('product_views_recent_idx').on(table.productId, table.lastSeenAt),
  ],
);

/**
 * Where a buyer stopped listening to a product, one row per user and product (docs/decisions/049). `clientAt` is
 * when the player took the position (never later than the server's clock when written); a write older than the
 * stored one is ignored, so a late request from a stale tab never moves the position back.
 */
export const listeningProgress = pgTable(
  'listening_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    durationSeconds: integer('duration_seconds'),
    clientAt: timestamp('client_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId] }),
    check('listening_progress_position_check', sql`${table.positionSeconds} >= 0`),
  ],
);

/**
 * A checkout bought as a gift (docs/decisions/058): one product for one recipient. Kept with the checkout before
 * payment; when the payment is recorded the purchase (status 'gifted', the giver's) is linked and the claim
 * link's token is made (only its SHA-256 kept). Claiming moves the purchase to the recipient's library.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: serial('id').primaryKey(),
    checkoutIntentId: text('checkout_intent_id')
      .notNull()
      .unique()
      .references(() => checkoutIntents.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    giverId: integer('giver_id')
      .notNull()
      .references(() => users.id),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    // The day the giver chose (null: at once); the claim e-mail is not sent before deliverAt.
    deliverOn: text('deliver_on'),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    purchaseId: integer('purchase_id')
      .unique()
      .references(() => purchases.id),
    tokenHash: text('token_hash').unique(),
    claimedBy: integer('claimed_by').references(() => users.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gifts_giver_idx').on(table.giverId)],
);
