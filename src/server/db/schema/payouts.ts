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
  (table) => [index('payouts_creator_idx').on(table.creatorId, table.createdAt), index('payouts_status_idx').on(table.status)],
);
