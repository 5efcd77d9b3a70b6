import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { referralCodes, referrals } from '../../db/schema/referrals.js';

/** One person behind several addresses: lower case, and the local part without a "+tag". */
export function personKey(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return `${local.split('+')[0]}@${domain}`;
}

/**
 * Records that `newUser` was created through the link with `code`, inside the sign-up's transaction.
 * An unknown code, the referrer's own address (with or without a tag), or a person this referrer
 * already brought in records nothing; the constraints hold the same rules under concurrent sign-ups.
 * Answers the referrer when the referral counted.
 */
export async function recordReferral(
  tx: Database,
  { code, newUser }: { code: string; newUser: { id: number; email: string } },
): Promise<{ referrerId: number } | undefined> {
  const [referrer] = await tx
    .select({ id: users.id, email: users.email })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.userId))
    .where(eq(referralCodes.code, code));
  const key = personKey(newUser.email);
  if (!referrer || referrer.id === newUser.id || personKey(referrer.email) === key) return undefined;
  const [counted] = await tx
    .insert(referrals)
    .values({ referrerId: referrer.id, referredUserId: newUser.id, referredEmailKey: key })
    .onConflictDoNothing()
    .returning({ referrerId: referrals.referrerId });
  return counted;
}
