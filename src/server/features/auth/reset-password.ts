import { and, eq, isNull } from 'drizzle-orm';
import type { PasswordResetConfirmRequest } from '../../../contract/auth.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { accountTokens } from '../../db/schema/email.js';
import { AppError } from '../../lib/errors.js';
import { consumeAccountToken } from './account-tokens.js';
import { hashPassword } from './passwords.js';
import { revokeAllSessions } from './sessions.js';
import { clearSignInFailures } from './sign-in-delay.js';

export type ResetPasswordOptions = PasswordResetConfirmRequest & { now: Date };

/**
 * Sets a new password with a reset link's token: the token is used up, every session of the account
 * ends (a thief signed in elsewhere is signed out) and the other reset links stop working, in one
 * transaction. Following the link proves the address, so it also counts as verifying it, and it ends
 * any wait after wrong passwords.
 */
export async function resetPassword(ctx: AppContext, { token, password, now }: ResetPasswordOptions) {
  // Before the transaction: hashing is deliberately slow and needs no lock.
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, { token, purpose: 'password_reset', now });
    if (!used) {
      throw new AppError('bad_request', 'This reset link has expired or was already used. Ask for a new one.');
    }
    const [owner] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    // A new password ends the wait after wrong ones (docs/decisions/041).
    if (owner) await clearSignInFailures(tx, owner.email);
    await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email), isNull(users.emailVerifiedAt)));
    await tx.delete(accountTokens).where(and(eq(accountTokens.userId, used.userId), eq(accountTokens.purpose, 'password_reset')));
    await revokeAllSessions(tx, used.userId);
  });
  return { message: 'Your password is changed, and every device was signed out. Sign in with your new password.' };
}
