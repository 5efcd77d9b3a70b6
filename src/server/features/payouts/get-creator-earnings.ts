import { and, eq, max, sql } from 'drizzle-orm';
import { type CreatorEarnings, MINIMUM_PAYOUT } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { payouts } from '../../db/schema/payouts.js';
import type { UserRow } from '../auth/present-user.js';
import { readBalance } from './balance.js';

export interface GetCreatorEarningsOptions {
  actor: UserRow;
  now: Date;
}

/** The creator's earnings, balance and payouts as of `now`. */
export async function getCreatorEarnings(ctx: AppContext, { actor, now }: GetCreatorEarningsOptions): Promise<CreatorEarnings> {
  const { holdDays } = ctx.config.payouts;
  const balance = await readBalance(ctx.db, actor.id, { now, holdDays });
  const [sent] = await ctx.db
    .select({ date: max(payouts.payoutDate), cents: sql<number>`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number) })
    .from(payouts)
    .where(and(eq(payouts.creatorId, actor.id), eq(payouts.status, 'completed')));
  return {
    totalEarnings: centsToPrice(balance.earnedCents),
    availableBalance: centsToPrice(balance.availableCents),
    pendingEarnings: centsToPrice(balance.heldCents),
    negativeBalance: centsToPrice(balance.negativeCents),
    holdDays,
    totalPayouts: centsToPrice(sent?.cents ?? 0),
    lastPayoutDate: sent?.date ? new Date(sent.date).toISOString() : null,
    minimumPayout: MINIMUM_PAYOUT,
  };
}
