import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';
import { hitRateLimit } from '../../lib/rate-limit.js';
import { emailVerification } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';
import { consumeAccountToken, issueAccountToken } from './account-tokens.js';
import type { UserRow } from './present-user.js';

const VERIFICATION_VALID_HOURS = 48;
// Resent links per account per hour: enough for a lost e-mail, too few to flood a mailbox.
const RESENDS_PER_HOUR = 5;

/** Queues the link that verifies `user.email`, in the caller's transaction (sign-up, resend). */
export async function queueEmailVerification(
  tx: Pick<Database, 'insert'>,
  options: { siteUrl: string; user: Pick<UserRow, 'id' | 'email' | 'firstName'>; now: Date },
) {
  const { user, now } = options;
  const token = await issueAccountToken(tx, {
    userId: user.id,
    email: user.email,
    purpose: 'email_verification',
    validMs: VERIFICATION_VALID_HOURS * 3_600_000,
    now,
  });
  const message = emailVerification(options.siteUrl, { firstName: user.firstName, token, validHours: VERIFICATION_VALID_HOURS });
  await queueEmail(tx, { to: user.email, userId: user.id, message });
}

export interface ResendEmailVerificationOptions {
  actor: UserRow;
  now: Date;
}

/** "Resend verification" from the earnings page or settings. */
export async function resendEmailVerification(ctx: AppContext, { actor, now }: ResendEmailVerificationOptions) {
  if (actor.emailVerifiedAt) throw new AppError('conflict', 'Your e-mail address is already verified.');
  const limit = await hitRateLimit(ctx.db, `verify-email:${actor.id}`, { limit: RESENDS_PER_HOUR, windowMs: 3_600_000 });
  if (!limit.allowed) {
    throw new AppError(
      'rate_limited',
      `We have sent several links already. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes before asking again.`,
      { retryAfterSeconds: limit.retryAfterSeconds },
    );
  }
  await ctx.db.transaction((tx) => queueEmailVerification(tx, { siteUrl: ctx.config.siteUrl, user: actor, now }));
  return { message: `We sent a new link to ${actor.email}. It works for ${VERIFICATION_VALID_HOURS} hours.` };
}

export interface VerifyEmailOptions {
  token: string;
  now: Date;
}

/** The link's page: verifies the address the link was sent to, if the account still uses it. */
export async function verifyEmail(ctx: AppContext, { token, now }: VerifyEmailOptions) {
  return ctx.db.transaction(async (tx) => {
    const used = await consumeAccountToken(tx, { token, purpose: 'email_verification', now });
    if (!used) {
      throw new AppError('bad_request', 'This link has expired or was already used. Sign in and ask for a new one.');
    }
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: now })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning({ id: users.id });
    if (!verified) throw new AppError('bad_request', 'This link is for an e-mail address the account no longer uses.');
    return { message: `Thank you: ${used.email} is verified.` };
  });
}
