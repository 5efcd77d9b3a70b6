import type { SignUpRequest } from '../../../contract/auth.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { recordReferral } from '../referrals/record-referral.js';
import { queueEmailVerification } from './email-verification.js';
import { hashPassword } from './passwords.js';

export async function signUp(
  ctx: AppContext,
  { ip, rule, now, ...input }: SignUpRequest & { ip: string; rule: RateLimitRule; now: Date },
) {
  const { db } = ctx;
  // Before the (deliberately slow) password hash, so a flood of sign-ups costs the server little.
  const limit = await hitRateLimit(db, `sign-up:${ip}`, rule);
  if (!limit.allowed) {
    throw new AppError(
      'rate_limited',
      `Too many accounts were created from your network. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`,
      { retryAfterSeconds: limit.retryAfterSeconds },
    );
  }
  const passwordHash = await hashPassword(input.password);
  // A referral counts only here, as the account is created: never for an account that already existed.
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) {
      throw new AppError('conflict', 'An account with this e-mail already exists. Sign in instead.', {
        fields: { email: 'An account with this e-mail already exists' },
      });
    }
    await queueEmailVerification(tx, { siteUrl: ctx.config.siteUrl, user, now });
    const referral = input.referralCode ? await recordReferral(tx, { code: input.referralCode, newUser: user }) : undefined;
    return { user, referrerId: referral?.referrerId };
  });
}
