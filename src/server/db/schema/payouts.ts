import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const payoutStatuses = ['pending', 'processing', 'completed', 'failed'] as const;

export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    amountCents: integer('amount_cents').notNull(),
    // Set when the run lowered the amount (a refund since the request); the reason is in notes.
    requestedAmountCents: integer('requested_amount_cents'),
    status: text('status', { enum: payoutStatuses }).notNull().default('pending'),
    // When the payout was (or will be) sent: the Friday run that picks it up.
    payoutDate: timestamp('payout_date', { withTimezone: true }),
    notes: text('notes'),
    providerReference: text('provider_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payouts_creator_idx').on(table.creatorId, table.createdAt),
    index('payouts_status_idx').on(table.status),
    // The enterprise daily totals: completed payouts by day.
    index('payouts_completed_date_idx').on(table.payoutDate).where(sql`status = 'completed'`),
  ],
);

/**
 * The built-in test processor's payout accounts (test mode, no Stripe): the stand-in for a Stripe
 * Connect account, active as soon as it is connected. With Stripe the account id is `users.stripe_account_id`.
 */
export const testPayoutAccounts = pgTable('test_payout_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountId: text('account_id').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
