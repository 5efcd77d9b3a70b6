import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { MINIMUM_PAYOUT_CENTS } from '../../../contract/creator.js';
import type { Database } from '../../db/client.js';
import { sales } from '../../db/schema/commerce.js';
import { payouts } from '../../db/schema/payouts.js';

const DAY_MS = 86_400_000;

export interface Balance {
  // Creator earnings in the ledger, refunds netted by their reversal rows.
  earnedCents: number;
  // Earnings of sales still inside the hold (and not refunded): not payable yet.
  heldCents: number;
  // Payouts pending, processing or completed.
  committedCents: number;
  // Payouts that left or are leaving (processing or completed).
  sentCents: number;
  // What a request may take now: settled earnings minus committed payouts, never below zero.
  availableCents: number;
  // Money already paid above settled earnings (a refund after a payout), repaid from later sales first.
  negativeCents: number;
}

/** Settled earnings = earned − held. See docs/decisions/015-payout-rule.md. */
export function balanceOf(parts: Pick<Balance, 'earnedCents' | 'heldCents' | 'committedCents' | 'sentCents'>): Balance {
  const settled = parts.earnedCents - parts.heldCents;
  return {
    ...parts,
    availableCents: Math.max(0, settled - parts.committedCents),
    negativeCents: Math.max(0, parts.sentCents - settled),
  };
}

/**
 * What the Friday run does with a pending payout when `payableCents` is what the creator may be paid at
 * that moment (the payout itself left out): send it whole, send it reduced to what is payable, or cancel
 * it when refunds left less than the minimum.
 */
export function payoutAtRun(
  requestedCents: number,
  payableCents: number,
): { outcome: 'cancelled' } | { outcome: 'sent' | 'reduced'; amountCents: number } {
  if (payableCents < MINIMUM_PAYOUT_CENTS && payableCents < requestedCents) return { outcome: 'cancelled' };
  return requestedCents <= payableCents
    ? { outcome: 'sent', amountCents: requestedCents }
    : { outcome: 'reduced', amountCents: payableCents };
}

/** The `sales` row in scope has been refunded: a reversal row points at it. */
export const refundedSale = sql`exists (select 1 from ${sales} r where r.reverses_sale_id = ${sales.id} and r.kind = 'reversal')`;

export function holdCutoff(now: Date, holdDays: number) {
  return new Date(now.getTime() - holdDays * DAY_MS);
}

/** When a sale's earnings leave the hold and become payable. */
export function settlesAt(soldAt: Date, holdDays: number) {
  return new Date(soldAt.getTime() + holdDays * DAY_MS);
}

/** Reads a creator's balance at `now`; `excludePayoutId` leaves one payout out (the batch re-checking it). */
export async function readBalance(
  db: Pick<Database, 'select'>,
  creatorId: number,
  options: { now: Date; holdDays: number; excludePayoutId?: number },
): Promise<Balance> {
  const cutoff = holdCutoff(options.now, options.holdDays);
  const [ledger] = await db
    .select({
      earned: sql<number>`coalesce(sum(${sales.creatorEarningsCents}), 0)`.mapWith(Number),
      held: sql<number>`coalesce(sum(${sales.creatorEarningsCents}) filter (where ${sales.kind} = 'sale' and ${sales.createdAt} >= ${cutoff} and not ${refundedSale}), 0)`.mapWith(
        Number,
      ),
    })
    .from(sales)
    .where(eq(sales.creatorId, creatorId));
  const [paid] = await db
    .select({
      committed: sql<number>`coalesce(sum(${payouts.amountCents}), 0)`.mapWith(Number),
      sent: sql<number>`coalesce(sum(${payouts.amountCents}) filter (where ${inArray(payouts.status, ['processing', 'completed'])}), 0)`.mapWith(
        Number,
      ),
    })
    .from(payouts)
    .where(
      and(
        eq(payouts.creatorId, creatorId),
        ne(payouts.status, 'failed'),
        options.excludePayoutId === undefined ? undefined : ne(payouts.id, options.excludePayoutId),
      ),
    );
  return balanceOf({
    earnedCents: ledger?.earned ?? 0,
    heldCents: ledger?.held ?? 0,
    committedCents: paid?.committed ?? 0,
    sentCents: paid?.sent ?? 0,
  });
}
