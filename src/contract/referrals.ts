import { z } from 'zod';

/** A referral code as links carry it (`/r/{code}`, `?ref=`). */
export const referralCode = z.string().regex(/^[A-Za-z0-9_-]{6,32}$/);

/** GET /api/referrals: the signed-in user's personal link and how many new accounts came through it. */
export const referralLink = z.object({
  code: referralCode,
  // The site-relative link to share: `/r/{code}`.
  path: z.string(),
  referralsMade: z.number().int(),
});
export type ReferralLink = z.infer<typeof referralLink>;
