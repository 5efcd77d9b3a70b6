import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './catalog.js';

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
    refundReason: text('refund_reason'),
    providerRefundId: text('provider_refund_id'),
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
    priceCents: integer('price_cents').notNull(),
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
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'canceled'] })
    .notNull()
    .default('requires_payment_method'),
  lastError: text('last_error'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const purchaseStatuses = ['active', 'refunded'] as const;

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
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    // A buyer owns a product at most once while the purchase stands.
    uniqueIndex('purchases_one_active_per_buyer_product').on(table.userId, table.productId).where(sql`status = 'active'`),
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

/** One row per download started (not per resumed range), for sharing alerts and the refund rule. */
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
