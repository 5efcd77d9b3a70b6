import type { SignUpRequest } from '../../../contract/auth.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { hashPassword } from './passwords.js';

export async function signUp(db: Database, input: SignUpRequest, context: { ip: string; rule: RateLimitRule }) {
  // Before the (deliberately slow) password hash, so a flood of sign-ups costs the server little.
  const limit = await hitRateLimit(db, `sign-up:${context.ip}`, context.rule);
  if (!limit.allowed) {
    throw new AppError(
      'rate_limited',
      `Too many accounts were created from your network. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`,
      { retryAfterSeconds: limit.retryAfterSeconds },
    );
  }
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ email: input.email, firstName: input.firstName, lastName: input.lastName, passwordHash })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) {
    throw new AppError('conflict', 'An account with this e-mail already exists. Sign in instead.', {
      fields: { email: 'An account with this e-mail already exists' },
    });
  }
  return user;
}
