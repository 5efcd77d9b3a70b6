import { eq } from 'drizzle-orm';
import type { PasswordResetRequest } from '../../../contract/auth.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { limitAccountAttempts, type RateLimitRule } from '../../lib/rate-limit.js';
import { passwordReset } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';
import { issueAccountToken } from './account-tokens.js';

export const PASSWORD_RESET_VALID_MINUTES = 60;

// The same words whether or not the e-mail has an account, so the form does not reveal who has one.
export const PASSWORD_RESET_SENT_MESSAGE = `If an account uses this e-mail address, we have sent it a link to choose a new password. The link works for ${PASSWORD_RESET_VALID_MINUTES} minutes.`;

export type RequestPasswordResetOptions = PasswordResetRequest & { ip: string; rule: RateLimitRule; now: Date };

/**
 * "Forgot password?": e-mails a single-use link to the account with this address, if there is one.
 * Rate limited like sign-in (per address and account, and per address), so it cannot flood a mailbox.
 */
export async function requestPasswordReset(ctx: AppContext, { ip, rule, email, now }: RequestPasswordResetOptions) {
  const { db } = ctx;
  await limitAccountAttempts(db, { action: 'password-reset', what: 'reset requests', ip, email, rule });
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (user) {
    await db.transaction(async (tx) => {
      const token = await issueAccountToken(tx, {
        userId: user.id,
        email: user.email,
        purpose: 'password_reset',
        validMs: PASSWORD_RESET_VALID_MINUTES * 60_000,
        now,
      });
      const message = passwordReset(ctx.config.siteUrl, {
        firstName: user.firstName,
        token,
        validMinutes: PASSWORD_RESET_VALID_MINUTES,
      });
      await queueEmail(tx, { to: user.email, userId: user.id, message });
    });
  }
  return { message: PASSWORD_RESET_SENT_MESSAGE };
}
