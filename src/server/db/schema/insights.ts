import { date, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

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
