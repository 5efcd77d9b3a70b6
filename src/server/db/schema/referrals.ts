import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Each user's personal referral code, made the first time they ask for their link. */
export const referralCodes = pgTable('referral_codes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A new account created through someone's link. Only sign-up writes it: an account counts once
 * (unique referred user), one person counts once per referrer however many addresses they use
 * (unique e-mail key: lower case, without a "+tag"), and never for themselves.
 */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredEmailKey: text('referred_email_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Also serves counting a referrer's referrals (its first column).
    unique('referrals_one_per_person').on(table.referrerId, table.referredEmailKey),
    check('referrals_not_self', sql`${table.referrerId} <> ${table.referredUserId}`),
  ],
);
