import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SignUpRequest } from '../../../contract/auth.js';
import { safeReturnTo } from '../../../contract/return-to.js';
import { DIRECT_SOURCE } from '../../../contract/source-tag.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { pendingSignUps, users } from '../../db/schema/auth.js';
import { AppError } from '../../lib/errors.js';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit.js';
import { signUpAttempt, signUpLink } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';
import { addWantedProduct } from '../cart/add-wanted-product.js';
import { recordReferral } from '../referrals/record-referral.js';
import { activateChakrasAfterActivity } from '../soul-evolution/activate-earned-chakras.js';
import { hashToken, newLinkToken } from '../../lib/link-token.js';
import { hashPassword } from './passwords.js';

export const SIGN_UP_LINK_VALID_HOURS = 48;
// Links per e-mail address per hour, whoever asks: enough for a lost e-mail, too few to flood a mailbox.
const SIGN_UPS_PER_EMAIL_PER_HOUR = 5;

// The same words whether or not the address has an account, so sign-up does not reveal who has one.
export const SIGN_UP_SENT_MESSAGE = `Check your e-mail: we sent a link to finish creating your account. It works for ${SIGN_UP_LINK_VALID_HOURS} hours.`;

async function limitSignUps(db: Database, key: string, rule: RateLimitRule, what: string) {
  const limit = await hitRateLimit(db, key, rule);
  if (!limit.allowed) {
    throw new AppError(
      'rate_limited',
      `Too many sign-ups ${what}. Please wait ${Math.ceil(limit.retryAfterSeconds / 60)} minutes and try again.`,
      { retryAfterSeconds: limit.retryAfterSeconds },
    );
  }
}

export type SignUpOptions = SignUpRequest & { ip: string; rule: RateLimitRule; now: Date };

/**
 * Sign-up (docs/decisions/033): the same answer, after the same work, whether or not the address has
 * an account. A new address gets a single-use link that creates the account; an address with an
 * account gets a note to its owner instead.
 */
export async function signUp(ctx: AppContext, { ip, rule, now, returnTo, ...input }: SignUpOptions) {
  const { db, config } = ctx;
  // Before the (deliberately slow) password hash, so a flood of sign-ups costs the server little.
  await limitSignUps(db, `sign-up:${ip}`, rule, 'came from your network');
  // Keyed by the address's hash: no address is kept in the clear for a sign-up that may never finish.
  const perEmail = { limit: SIGN_UPS_PER_EMAIL_PER_HOUR, windowMs: 3_600_000 };
  await limitSignUps(db, `sign-up-email:${hashToken(input.email)}`, perEmail, 'used this e-mail address');
  // Hashed for an address with an account too, so both answers take the same time.
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id, firstName: users.firstName })
      .from(users)
      .where(eq(users.email, input.email))
      .limit(1);
    if (owner) {
      await queueEmail(tx, { to: input.email, userId: owner.id, message: signUpAttempt(config.siteUrl, owner) });
      return;
    }
    const { token, tokenHash } = newLinkToken();
    await tx.insert(pendingSignUps).values({
      tokenHash,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      referralCode: input.referralCode ?? null,
      cartProductId: input.cartProductId ?? null,
      cartSource: input.cartSource,
      expiresAt: new Date(now.getTime() + SIGN_UP_LINK_VALID_HOURS * 3_600_000),
    });
    const message = signUpLink(config.siteUrl, {
      firstName: input.firstName,
      token,
      validHours: SIGN_UP_LINK_VALID_HOURS,
      returnTo: safeReturnTo(returnTo, config.siteUrl),
    });
    await queueEmail(tx, { to: input.email, message });
  });
  return { message: SIGN_UP_SENT_MESSAGE };
}

export interface FinishSignUpOptions {
  token: string;
  now: Date;
  /** The request's logger: a failed chakra check for the referrer is logged, never the sign-up's failure. */
  log: FastifyBaseLogger;
}

/**
 * The e-mailed link: creates the account (its address verified: the link proved the mailbox), records
 * the referral and puts the product the visitor wanted while signed out in the new cart. The first link used wins; the address's other pending sign-ups go with it.
 * Once committed, a referrer the referral counted for is checked for chakras it unlocks.
 */
export async function finishSignUp(ctx: AppContext, { token, now, log }: FinishSignUpOptions) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingSignUps)
      .where(and(eq(pendingSignUps.tokenHash, hashToken(token)), gt(pendingSignUps.expiresAt, now)))
      .returning();
    if (!pending) return { problem: 'link' as const };
    await tx.delete(pendingSignUps).where(eq(pendingSignUps.email, pending.email));
    const [user] = await tx
      .insert(users)
      .values({
        email: pending.email,
        firstName: pending.firstName,
        lastName: pending.lastName,
        passwordHash: pending.passwordHash,
        emailVerifiedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (!user) return { problem: 'taken' as const };
    // A referral counts only here, as the account is created: never for an account that already existed.
    const referral = pending.referralCode ? await recordReferral(tx, { code: pending.referralCode, newUser: user }) : undefined;
    // The product pressed Add to Cart on while signed out waits in the new cart (if still for sale to them).
    if (pending.cartProductId !== null)
      await addWantedProduct(tx, {
        userId: user.id,
        productId: pending.cartProductId,
        source: pending.cartSource ?? DIRECT_SOURCE,
        now,
      });
    return { user, referrerId: referral?.referrerId };
  });
  // Thrown after the transaction, so the used link stays used.
  if ('problem' in outcome) {
    throw outcome.problem === 'link'
      ? new AppError(
          'bad_request',
          'This link has expired or was already used. If you finished creating your account, sign in; otherwise sign up again for a new link.',
        )
      : new AppError(
          'conflict',
          'This e-mail address already has an account. Sign in, or choose a new password if you forgot it.',
        );
  }
  if (outcome.referrerId !== undefined) await activateChakrasAfterActivity(ctx, { userId: outcome.referrerId, now, log });
  return outcome;
}

/** Nothing of a sign-up outlives its link: the housekeeping job deletes the expired ones. */
export async function purgeExpiredSignUps(ctx: Pick<AppContext, 'db'>, { now }: { now: Date }) {
  await ctx.db.delete(pendingSignUps).where(lt(pendingSignUps.expiresAt, now));
}
