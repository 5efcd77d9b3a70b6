import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './catalog.js';
import { purchases } from './commerce.js';

/** Silver Linings Journal entries of signed-in users (anonymous entries are answered, not stored). */
export const journalEntries = pgTable(
  'journal_entries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    silverLining: text('silver_lining').notNull(),
    guidance: jsonb('guidance').notNull(),
    // Set when the account is deleted: entries are kept two more years, then purged.
    accountDeletedAt: timestamp('account_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('journal_entries_user_created_idx').on(table.userId, table.createdAt)],
);

// resolved: the assistant answered what was asked; answered: it gave a general answer, claimed as nothing.
export const supportTicketStatuses = ['resolved', 'answered', 'awaiting_human', 'closed'] as const;

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['refund', 'technical', 'product', 'policy', 'general'] }).notNull(),
    priority: text('priority', { enum: ['low', 'medium', 'high', 'urgent'] }).notNull(),
    message: text('message').notNull(),
    productId: integer('product_id').references(() => products.id),
    category: text('category').notNull(),
    response: text('response').notNull(),
    suggestedActions: jsonb('suggested_actions').notNull(),
    escalateToHuman: boolean('escalate_to_human').notNull(),
    status: text('status', { enum: supportTicketStatuses }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_tickets_status_idx').on(table.status, table.createdAt)],
);

/** What the team wrote back on a ticket the assistant handed to a person; the user sees it on /support. */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_ticket_replies_ticket_idx').on(table.ticketId, table.createdAt)],
);

export const refundStatuses = ['approved', 'pending', 'refused'] as const;

export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    ticketId: integer('ticket_id').references(() => supportTickets.id),
    status: text('status', { enum: refundStatuses }).notNull(),
    reason: text('reason').notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // The admin's note on their decision, kept apart from the buyer's reason.
    decisionNote: text('decision_note'),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refunds_status_idx').on(table.status, table.createdAt), index('refunds_purchase_idx').on(table.purchaseId)],
);
