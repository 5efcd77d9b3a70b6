import { and, eq, ne, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sales } from '../../db/schema/commerce.js';
import { payouts } from '../../db/schema/payouts.js';

/** What can be paid out: earnings (refunds already netted by reversal rows) minus payouts that did not fail, never below zero. */
export function availableCents(earnedCents: number, committedCents: number): number {
  return Math.max(0, earnedCents - committedCents);
}

export async function readBalance(db: Pick<Database, 'select'>, creatorId: number) {
  const [earned] = await db
    .select({ cents: sum(sales.creatorEarningsCents).mapWith(Number) })
    .from(sales)
    .where(eq(sales.creatorId, creatorId));
  const [committed] = await db
    .select({ cents: sum(payouts.amountCents).mapWith(Number) })
    .from(payouts)
    .where(and(eq(payouts.creatorId, creatorId), ne(payouts.status, 'failed')));
  const earnedCents = earned?.cents ?? 0;
  const committedCents = committed?.cents ?? 0;
  return { earnedCents, committedCents, availableCents: availableCents(earnedCents, committedCents) };
}
