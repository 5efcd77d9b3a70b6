import { eq } from 'drizzle-orm';
import type { SignInRequest } from '../../../contract/auth.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';
import { limitAccountAttempts, type RateLimitRule } from '../../lib/rate-limit.js';
import { verifyPassword } from './passwords.js';
import { claimSignInTry, clearSignInFailures, noteWrongPassword } from './sign-in-delay.js';

// One message for an unknown e-mail and a wrong password, so sign-in does not reveal who has an account.
export const BAD_CREDENTIALS_MESSAGE = 'The e-mail or password is not right';

/**
 * Signs in with e-mail and password. Limited per network address (with and without the account), and
 * per account from any address with growing waits (sign-in-delay.ts), the same for unknown addresses.
 */
export type SignInOptions = SignInRequest & { ip: string; rule: RateLimitRule; now: Date };

export async function signIn(ctx: AppContext, { ip, rule, now, ...input }: SignInOptions) {
  const { db } = ctx;
  await limitAccountAttempts(db, { action: 'sign-in', what: 'sign-in attempts', ip, email: input.email, rule });
  const failures = await claimSignInTry(db, { email: input.email, now });
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) {
    await noteWrongPassword(ctx, { email: input.email, failures, owner: user, now });
    throw new AppError('invalid_credentials', BAD_CREDENTIALS_MESSAGE);
  }
  await clearSignInFailures(db, input.email);
  return user;
}
