import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { referrals } from '../../db/schema/referrals.js';

/** referralsMade: the accounts created through the user's link, since `since` when given. */
export async function countReferralsMade(db: Database, { referrerId, since }: { referrerId: number; since?: Date | null }) {
  const [made] = await db
    .select({ total: count() })
    .from(referrals)
    .where(and(eq(referrals.referrerId, referrerId), since ? gte(referrals.createdAt, since) : undefined));
  return made?.total ?? 0;
}
