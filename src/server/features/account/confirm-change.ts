import type { ChangeConfirmation, ChangeConfirmationMethod, ConfirmableChange } from '../../../contract/auth.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { consumeAccountToken, issueAccountToken } from '../auth/account-tokens.js';
import { verifyPassword } from '../auth/passwords.js';
import type { UserRow } from '../auth/present-user.js';
import { changeConfirmationLink } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';

// Password guesses through a signed-in session are bounded like sign-in's: 10 per account per 15 minutes,
// shared by every door that asks for the password again.
const PASSWORD_TRIES = { limit: 10, windowMs: 15 * 60_000 };
export const CHANGE_LINK_VALID_MINUTES = 30;
// Links per account per hour: enough for a lost e-mail, too few for a stolen session to flood the mailbox.
const CHANGE_LINKS_PER_HOUR = 5;

const DOING: Record<ConfirmableChange, string> = {
  two_factor_enrolment: 'set up two-factor verification',
  payout_account_change: 'connect or change your payout account',
};

/** How the account confirms such a change: its password, or without one (single sign-on) an e-mailed link. */
export const confirmationMethodOf = (user: UserRow): ChangeConfirmationMethod => (user.passwordHash ? 'password' : 'email');

/** Checks the signed-in owner's password again (re-authentication before a sensitive change). */
export async function checkAccountPassword(
  ctx: AppContext,
  { actor, passwordHash, password, now }: { actor: UserRow; passwordHash: string; password: string; now: Date },
) {
  const attempt = await hitRateLimit(ctx.db, `password-check:${actor.id}`, PASSWORD_TRIES, now);
  if (!attempt.allowed)
    throw new AppError('rate_limited', 'Too many attempts. Please wait a few minutes and try again.', {
      retryAfterSeconds: attempt.retryAfterSeconds,
    });
  if (!(await verifyPassword(passwordHash, password)))
    throw new AppError('invalid_credentials', 'The password is not right', { fields: { password: 'The password is not right' } });
}

/**
 * A change a stolen session must not make alone is confirmed by the owner (docs/decisions/041): the
 * account's password, or for an account without one, the e-mailed link for that change. Checked before
 * the change; answers what the change's transaction does with it: nothing for a password, and for a link,
 * use it up there, so a change that fails keeps it.
 */
export async function confirmChange(
  ctx: AppContext,
  {
    actor,
    confirmation,
    change,
    now,
  }: { actor: UserRow; confirmation: ChangeConfirmation; change: ConfirmableChange; now: Date },
): Promise<(tx: Pick<Database, 'delete'>) => Promise<void>> {
  if (actor.passwordHash) {
    if (!confirmation.password)
      throw new AppError('reauthentication_required', `Enter your password to ${DOING[change]}.`, {
        fields: { password: 'Enter your password' },
      });
    await checkAccountPassword(ctx, { actor, passwordHash: actor.passwordHash, password: confirmation.password, now });
    return async () => {};
  }
  const token = confirmation.emailToken;
  if (!token)
    throw new AppError(
      'reauthentication_required',
      `Your account signs in through single sign-on and has no password: ask for a confirmation link by e-mail, then open it to ${DOING[change]}.`,
    );
  return async (tx) => {
    if (!(await consumeAccountToken(tx, { token, purpose: change, now, userId: actor.id })))
      throw new AppError(
        'reauthentication_required',
        'This confirmation link has expired or was already used. Ask for a new one by e-mail.',
      );
  };
}

export interface SendChangeConfirmationLinkOptions {
  actor: UserRow;
  change: ConfirmableChange;
  now: Date;
}

/** POST /api/account/confirmation-link: e-mails the link that confirms one change, for an account without a password. */
export async function sendChangeConfirmationLink(ctx: AppContext, { actor, change, now }: SendChangeConfirmationLinkOptions) {
  if (actor.passwordHash) throw new AppError('conflict', 'Your account has a password: enter it to confirm instead.');
  const limit = await hitRateLimit(ctx.db, `change-link:${actor.id}`, { limit: CHANGE_LINKS_PER_HOUR, windowMs: 3_600_000 }, now);
  if (!limit.allowed)
    throw new AppError(
      'rate_limited',
      `We have sent several links already. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes before asking again.`,
      { retryAfterSeconds: limit.retryAfterSeconds },
    );
  await ctx.db.transaction(async (tx) => {
    const token = await issueAccountToken(tx, {
      userId: actor.id,
      email: actor.email,
      purpose: change,
      validMs: CHANGE_LINK_VALID_MINUTES * 60_000,
      now,
    });
    const message = changeConfirmationLink(ctx.config.siteUrl, {
      firstName: actor.firstName,
      change,
      token,
      validMinutes: CHANGE_LINK_VALID_MINUTES,
    });
    await queueEmail(tx, { to: actor.email, userId: actor.id, message });
  });
  return {
    message: `We sent a link to ${actor.email}. Open it in this browser within ${CHANGE_LINK_VALID_MINUTES} minutes to ${DOING[change]}.`,
  };
}
