import { eq } from 'drizzle-orm';
import type { SignInRequest } from '../../../contract/auth.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { verifyPassword } from './passwords.js';

// One message for an unknown e-mail and a wrong password, so sign-in does not reveal who has an account.
export const BAD_CREDENTIALS_MESSAGE = 'The e-mail or password is not right';

export async function signIn(ctx: AppContext, { ip, rule, ...input }: SignInRequest & { ip: string; rule: RateLimitRule }) {
  const { db } = ctx;
  // Per account from one address, and per address across accounts (credential stuffing).
  const perAccount = await hitRateLimit(db, `sign-in:${ip}:${input.email}`, rule);
  const perAddress = await hitRateLimit(db, `sign-in:${ip}`, { ...rule, limit: rule.limit * 10 });
  if (!perAccount.allowed || !perAddress.allowed) {
    const retryAfterSeconds = Math.max(perAccount.retryAfterSeconds, perAddress.retryAfterSeconds);
    throw new AppError(
      'rate_limited',
      `Too many sign-in attempts. Please wait ${Math.ceil(retryAfterSeconds / 60)} minutes and try again.`,
      { retryAfterSeconds },
    );
  }
  const [user] = await db.select().from(users).where(eq(users.email, input.email)).limit(1);
  const valid = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !valid) throw new AppError('invalid_credentials', BAD_CREDENTIALS_MESSAGE);
  return user;
}
