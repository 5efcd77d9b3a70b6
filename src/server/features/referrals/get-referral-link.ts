import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { pages } from '../../../contract/pages.js';
import type { ReferralLink } from '../../../contract/referrals.js';
import type { AppContext } from '../../context.js';
import { referralCodes } from '../../db/schema/referrals.js';
import type { UserRow } from '../auth/present-user.js';
import { countReferralsMade } from './count-referrals-made.js';

// 8 random bytes: 11 URL-safe characters, far too many to guess another person's link.
const CODE_BYTES = 8;
const CODE_ATTEMPTS = 3;

/** The actor's code, made on first use (a rare clash with another code is retried). */
async function codeOf(ctx: AppContext, userId: number): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const [existing] = await ctx.db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    await ctx.db
      .insert(referralCodes)
      .values({ userId, code: crypto.randomBytes(CODE_BYTES).toString('base64url') })
      .onConflictDoNothing();
  }
  throw new Error('Could not make a referral code');
}

/** The actor's personal link and how many new accounts were created through it. */
export async function getReferralLink(ctx: AppContext, { actor }: { actor: UserRow }): Promise<ReferralLink> {
  const code = await codeOf(ctx, actor.id);
  return { code, path: pages.referral.href({ code }), referralsMade: await countReferralsMade(ctx.db, { referrerId: actor.id }) };
}
