import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  profileImageUrl: text('profile_image_url'),
  // The creator's short bio on their public page (up to 300 characters, empty until written).
  bio: text('bio').notNull().default(''),
  // Null for accounts that only sign in through OpenID Connect (and for demo creators).
  passwordHash: text('password_hash'),
  oidcSubject: text('oidc_subject').unique(),
  // The creator's Stripe Connect account that payouts are transferred to (only used with Stripe).
  stripeAccountId: text('stripe_account_id'),
  // When the owner opened the verification link sent to `email`; payouts wait until it is set.
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  // Set when the payout account is connected or changed (docs/decisions/041): no payout is asked for
  // or sent before it, so a stolen session's new account is noticed (the owner is e-mailed) before money leaves.
  payoutAccountHeldUntil: timestamp('payout_account_held_until', { withTimezone: true }),
  // Set by an admin: no sign-in, products hidden, payouts held until it is cleared.
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  // Set when the owner deleted the account: the row stays, anonymised, for the ledger rows that name it.
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  // The owner's choice to appear ("Maya R. just purchased...") in the activity feed; off until they turn
  // it on, existing accounts included (docs/decisions/045).
  showInActivityFeed: boolean('show_in_activity_feed').notNull().default(false),
  // The kinds of e-mail that can be switched off (a creator's sales, subscribers, refunds...; an owner's
  // product updates) that the owner turned off; every kind is on until turned off here (decisions 048, 056).
  emailsOff: text('emails_off').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie token: a leaked table cannot be replayed as cookies.
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

/** Pending OpenID Connect sign-ins: the state sent to the provider and its PKCE verifier. */
export const oidcLogins = pgTable('oidc_logins', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Fixed-window counters shared by every instance (sign-in attempts now, AI calls later). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Wrong passwords in a row for one e-mail address, from any network address (docs/decisions/041): after a
 * few, each further try waits longer. Keyed by the address's SHA-256, the same for addresses with and
 * without an account, so the answers do not reveal which exist. A correct password or a reset deletes the row.
 */
export const signInFailures = pgTable('sign_in_failures', {
  emailHash: text('email_hash').primaryKey(),
  // Tries that passed the gate and were not a correct password (a try is counted before it is checked).
  failures: integer('failures').notNull(),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  // When the owner was e-mailed that tries are being slowed; once per run of failures.
  ownerToldAt: timestamp('owner_told_at', { withTimezone: true }),
});

/**
 * A user's TOTP secret for two-factor verification (docs/decisions/026). Apart from `users` so the
 * secret is never loaded with the signed-in user. `confirmedAt` is null while enrolment waits for the
 * first valid code; `lastUsedStep` is the 30-second step of the last code accepted, so a code is used once.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  // Sealed with the two-factor key (src/server/lib/secret-box.ts), never stored readable.
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Sign-ups waiting for their e-mailed link (docs/decisions/033): the account is created only when the
 * link is opened, so sign-up never says whether an address has an account. Only the SHA-256 of the
 * link's token is kept; the row is deleted when used and purged at `expiresAt` with all it holds.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    // The referral link the visitor came through; recorded when the account is created.
    referralCode: text('referral_code'),
    // The product the visitor pressed Add to Cart on while signed out; put in the new account's cart.
    cartProductId: integer('cart_product_id'),
    // The source tag of the page that product was on (docs/decisions/051), counted with the add.
    cartSource: text('cart_source'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('pending_sign_ups_email_idx').on(table.email), index('pending_sign_ups_expires_idx').on(table.expiresAt)],
);
