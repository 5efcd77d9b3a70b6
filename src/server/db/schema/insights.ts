import { bigint, boolean, date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * One row per UTC day of the sales ledger and payouts, so the enterprise page sums a few hundred rows
 * instead of a million sales. Recomputed from the ledger (never incremented): the hourly job redoes
 * the recent days and a read redoes today, so a rerun gives the same row.
 */
export const enterpriseDailyTotals = pgTable('enterprise_daily_totals', {
  day: date('day', { mode: 'string' }).primaryKey(),
  grossSalesCents: integer('gross_sales_cents').notNull(),
  salesCount: integer('sales_count').notNull(),
  // Distinct payments of the day's sales: a checkout of several products is one order.
  ordersCount: integer('orders_count').notNull(),
  refundsCents: integer('refunds_cents').notNull(),
  refundCount: integer('refund_count').notNull(),
  // Net of the day's reversals.
  platformFeeCents: integer('platform_fee_cents').notNull(),
  subscriptionRevenueCents: integer('subscription_revenue_cents').notNull(),
  payoutsCents: integer('payouts_cents').notNull(),
  payoutCount: integer('payout_count').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per creator: what the enterprise cohort figures need, so they read one narrow row per
 * creator instead of every sale. Recomputed from products and sales (never incremented): reads and a
 * five-minute job redo the creators touched since the last refresh, the hourly job redoes them all.
 */
export const enterpriseCreatorFacts = pgTable(
  'enterprise_creator_facts',
  {
    creatorId: integer('creator_id')
      .primaryKey()
      .references(() => users.id),
    firstProductAt: timestamp('first_product_at', { withTimezone: true }).notNull(),
    hasPublished: boolean('has_published').notNull(),
    // Net of reversals, to date.
    earningsCents: bigint('earnings_cents', { mode: 'number' }).notNull(),
    firstSaleAt: timestamp('first_sale_at', { withTimezone: true }),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enterprise_creator_facts_first_product_idx').on(
      table.firstProductAt,
      table.hasPublished,
      table.earningsCents,
      table.firstSaleAt,
    ),
    index('enterprise_creator_facts_refreshed_idx').on(table.refreshedAt),
  ],
);

/**
 * Distinct creators and buyers of the two 30-day windows ending each day, as the enterprise page
 * asked for them. `refreshedAt` after the day's end means the row is final; until then it is at most
 * ENTERPRISE_ACTIVITY_MAX_AGE old when read.
 */
export const enterpriseWindowActivity = pgTable('enterprise_window_activity', {
  day: date('day', { mode: 'string' }).primaryKey(),
  earlierCreators: integer('earlier_creators').notNull(),
  retainedCreators: integer('retained_creators').notNull(),
  earlierBuyers: integer('earlier_buyers').notNull(),
  laterBuyers: integer('later_buyers').notNull(),
  refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull(),
});
