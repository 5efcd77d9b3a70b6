import crypto from 'node:crypto';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { DeleteAccountRequest } from '../../../contract/account.js';
import { coverKeyOf } from '../../../contract/product-image.js';
import type { AppContext } from '../../context.js';
import { rateLimits, twoFactorSecrets, users } from '../../db/schema/auth.js';
import { journalEntries, refunds, supportTicketReplies, supportTickets } from '../../db/schema/care.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems, productViews, stripeCustomers, subscriptions, testPaymentMethods } from '../../db/schema/commerce.js';
import { accountTokens, emailOutbox } from '../../db/schema/email.js';
import { creatorOnboarding } from '../../db/schema/onboarding.js';
import { payouts, testPayoutAccounts } from '../../db/schema/payouts.js';
import { referralCodes, referrals } from '../../db/schema/referrals.js';
import { reviews } from '../../db/schema/reviews.js';
import { chakraAchievements, soulEvolutionRecords } from '../../db/schema/soul-evolution.js';
import { PAYOUT_LOCK_NAMESPACE } from '../../lib/advisory-locks.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import { clearSignInFailures } from '../auth/sign-in-delay.js';
import { revokeAllSessions } from '../auth/sessions.js';
import { removeCoverIfUnused } from '../images/store-cover.js';
import { removeReviews } from '../reviews/remove-reviews.js';
import { deleteStripeCustomer } from '../subscriptions/stripe-customers.js';
import { checkAccountPassword } from './confirm-change.js';
import { getTwoFactorStatus, requireTwoFactorCode } from './two-factor.js';

/** What stands in for the user's own words in the support records kept after deletion. */
export const ERASED_TEXT = '[removed when the account was deleted]';

/** A unique address that can never receive mail (.invalid is reserved, RFC 2606), freeing the real one. */
const placeholderEmail = (userId: number) => `deleted-${userId}-${crypto.randomBytes(6).toString('hex')}@deleted.invalid`;

async function reauthenticate(ctx: AppContext, actor: UserRow, input: DeleteAccountRequest, now: Date) {
  if (!actor.passwordHash)
    throw new AppError(
      'forbidden',
      'This account signs in through single sign-on, so it cannot confirm with a password. Write to us to delete it.',
    );
  await checkAccountPassword(ctx, { actor, passwordHash: actor.passwordHash, password: input.password, now });
  if (!(await getTwoFactorStatus(ctx, { actor })).enrolled) return;
  if (!input.code)
    throw new AppError('two_factor_required', 'Enter the 6-digit code from your authenticator app.', {
      fields: { code: 'Enter the code from your authenticator app' },
    });
  await requireTwoFactorCode(ctx, { actor, code: input.code, now });
}

export type DeleteAccountOptions = DeleteAccountRequest & { actor: UserRow; now: Date };

/**
 * POST /api/account/delete (docs/decisions/030): after re-authentication, in one transaction, the
 * account's sessions end and its personal data is erased or anonymised. The user row stays, anonymised,
 * because purchases, sales and payouts (kept for the tax records) point at it; the e-mail becomes a
 * placeholder, so the address can open a new account. Refused while a payout is still on its way.
 */
export async function deleteAccount(ctx: AppContext, { actor, now, ...input }: DeleteAccountOptions): Promise<void> {
  await reauthenticate(ctx, actor, input, now);
  // Stripe charges nothing more once its customer is gone (its subscriptions are cancelled with it).
  if (ctx.payments.billing) await deleteStripeCustomer(ctx, { userId: actor.id, billing: ctx.payments.billing });
  const email = placeholderEmail(actor.id);
  await ctx.db.transaction(async (tx) => {
    // The payout request's lock: no payout can be requested while the account is being deleted.
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_NAMESPACE}, ${actor.id})`);
    const [owed] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(eq(payouts.creatorId, actor.id), inArray(payouts.status, ['pending', 'processing'])))
      .limit(1);
    if (owed)
      throw new AppError(
        'conflict',
        'A payout to you is still on its way. You can delete your account once it has been paid (payouts run on Fridays).',
      );
    const [erased] = await tx
      .update(users)
      .set({
        email,
        firstName: 'Deleted',
        lastName: 'account',
        profileImageUrl: null,
        bio: '',
        passwordHash: null,
        oidcSubject: null,
        stripeAccountId: null,
        showInActivityFeed: false,
        deletedAt: now,
      })
      .where(and(eq(users.id, actor.id), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (!erased) throw new AppError('conflict', 'This account is already deleted.');
    await revokeAllSessions(tx, actor.id);
    await tx.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, actor.id));
    await tx.delete(accountTokens).where(eq(accountTokens.userId, actor.id));
    // Messages to the account, sent or waiting: they hold its address and name.
    await tx.delete(emailOutbox).where(or(eq(emailOutbox.userId, actor.id), eq(emailOutbox.toAddress, actor.email)));
    // Nothing more is charged: the account's subscriptions end with it, and its saved test card goes.
    await tx
      .update(subscriptions)
      .set({ status: 'ended', endedAt: now, nextAttemptAt: null })
      .where(and(eq(subscriptions.userId, actor.id), ne(subscriptions.status, 'ended')));
    await tx.delete(testPaymentMethods).where(eq(testPaymentMethods.userId, actor.id));
    await tx.delete(stripeCustomers).where(eq(stripeCustomers.userId, actor.id));
    await tx.delete(testPayoutAccounts).where(eq(testPayoutAccounts.userId, actor.id));
    await tx.delete(referralCodes).where(eq(referralCodes.userId, actor.id));
    await tx.delete(cartItems).where(eq(cartItems.userId, actor.id));
    await tx.delete(creatorOnboarding).where(eq(creatorOnboarding.userId, actor.id));
    await tx.delete(chakraAchievements).where(eq(chakraAchievements.userId, actor.id));
    await tx.delete(soulEvolutionRecords).where(eq(soulEvolutionRecords.userId, actor.id));
    await tx.delete(productViews).where(eq(productViews.viewerKey, `u:${actor.id}`));
    // Sign-in counters are keyed by address and e-mail; they would expire, but they name the person.
    await tx
      .delete(rateLimits)
      .where(
        sql`${rateLimits.key} like 'sign-in:%' and right(${rateLimits.key}, ${actor.email.length + 1}) = ${`:${actor.email}`}`,
      );
    await clearSignInFailures(tx, actor.email);
    // The referrer's count stays; the key that told this person apart becomes the placeholder.
    await tx.update(referrals).set({ referredEmailKey: email }).where(eq(referrals.referredUserId, actor.id));
    // Reviews go with their author; the products' ratings are recomputed from the reviews left.
    await removeReviews(tx, eq(reviews.userId, actor.id));
    // Kept two more years, as the privacy policy says, then purged (purge-expired-journal-entries).
    await tx.update(journalEntries).set({ email, accountDeletedAt: now }).where(eq(journalEntries.userId, actor.id));
    // Support and refund records stay for their retention period without the user's words.
    const tickets = tx.select({ id: supportTickets.id }).from(supportTickets).where(eq(supportTickets.userId, actor.id));
    await tx.update(supportTicketReplies).set({ body: ERASED_TEXT }).where(inArray(supportTicketReplies.ticketId, tickets));
    await tx
      .update(supportTickets)
      .set({ message: ERASED_TEXT, response: ERASED_TEXT })
      .where(eq(supportTickets.userId, actor.id));
    await tx.update(refunds).set({ reason: ERASED_TEXT }).where(eq(refunds.userId, actor.id));
    // Off the catalogue for good; buyers keep downloading what they paid for (archived files stay).
    await tx
      .update(products)
      .set({ status: 'archived', updatedAt: now })
      .where(and(eq(products.creatorId, actor.id), ne(products.status, 'archived')));
  });
  const imageKey = actor.profileImageUrl ? coverKeyOf(actor.profileImageUrl) : undefined;
  if (imageKey) await removeCoverIfUnused(ctx, imageKey);
}
