import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const emailKinds = [
  'purchase_receipt',
  'refund_decided',
  'payout_sent',
  'password_reset',
  'email_verification',
  'ticket_reply',
  'subscription_changed',
  'subscription_reminder',
  'sign_up_link',
  'sign_up_attempt',
  'two_factor_enrolled',
  'payout_account_changed',
  'change_confirmation',
  'sign_in_slowed',
  'creator_sale',
  'creator_subscriber',
  'creator_refund',
  'listing_decision',
  'payout_cut',
  'creator_review',
  'product_updated',
  'gift_received',
] as const;

export const emailStatuses = ['pending', 'sent', 'failed'] as const;

/**
 * Every e-mail the app sends, written in the transaction of what causes it and sent by the e-mail job
 * (docs/decisions/029). `failed` means the job gave up after its last attempt; `lastError` says why.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    // The account it concerns, when there is one.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    kind: text('kind', { enum: emailKinds }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    // Not sent before this moment: a retry's backoff, or the lease of a send under way.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // What caused it, when the same event may be announced twice (a webhook delivered twice): the
    // unique index keeps one e-mail per event (docs/decisions/048).
    eventKey: text('event_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_outbox_event_key_idx').on(table.eventKey),
    index('email_outbox_due_idx').on(table.nextAttemptAt).where(sql`status = 'pending'`),
    index('email_outbox_user_idx').on(table.userId),
  ],
);

// The last two confirm a change for an account without a password (single sign-on), in place of it.
export const accountTokenPurposes = [
  'password_reset',
  'email_verification',
  'two_factor_enrolment',
  'payout_account_change',
] as const;

/**
 * Single-use links sent by e-mail: only the SHA-256 of the token is kept, so a leaked table cannot be
 * used. A verification token names the address it verifies, so a link for an old address does nothing.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: accountTokenPurposes }).notNull(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);
