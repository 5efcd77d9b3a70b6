import { and, eq, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { payouts } from '../../db/schema/payouts.js';
import type { PayoutProvider, PayoutResult } from '../../providers/payouts/payout-provider.js';

/** Advisory lock key of the batch (any fixed number): one instance claims at a time. */
const BATCH_LOCK_ID = 727_011;
/** A payout left in processing this long was claimed by a run that died; providers are idempotent, so it is sent again. */
const STALE_CLAIM_MS = 60 * 60_000;

export interface PayoutBatchResult {
  // Another instance was claiming at the same moment; it does this run's work.
  skipped: boolean;
  completed: number[];
  failed: number[];
  // The provider could not say what happened; left in processing and retried by a later run.
  unsettled: number[];
}

/**
 * The Friday payout run: claims the payouts due by `now` (pending → processing), sends each through
 * the provider, and marks it completed with the provider's reference or failed with a note. A failed
 * payout no longer counts against the balance, so its amount is available again. Claiming is one
 * UPDATE under a try-lock, so with several instances only one takes a given payout.
 */
export async function runPayoutBatch(
  ctx: Pick<AppContext, 'db'>,
  provider: PayoutProvider,
  now = new Date(),
): Promise<PayoutBatchResult> {
  const result: PayoutBatchResult = { skipped: false, completed: [], failed: [], unsettled: [] };
  const claimed = await ctx.db.transaction(async (tx) => {
    // Both drivers answer { rows }.
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${BATCH_LOCK_ID}) as taken`)) as {
      rows: { taken: boolean }[];
    };
    if (!lock.rows[0]?.taken) return undefined;
    return tx
      .update(payouts)
      .set({ status: 'processing', updatedAt: now })
      .where(
        or(
          and(eq(payouts.status, 'pending'), lte(payouts.payoutDate, now)),
          and(eq(payouts.status, 'processing'), lte(payouts.updatedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
        ),
      )
      .returning();
  });
  if (!claimed) return { ...result, skipped: true };

  for (const payout of claimed) {
    const stillMine = and(eq(payouts.id, payout.id), eq(payouts.status, 'processing'));
    let outcome: PayoutResult;
    try {
      outcome = await provider.send({
        payoutId: payout.id,
        creatorId: payout.creatorId,
        amountCents: payout.amountCents,
        currency: 'usd',
      });
    } catch {
      result.unsettled.push(payout.id);
      continue;
    }
    if (outcome.ok) {
      await ctx.db
        .update(payouts)
        .set({ status: 'completed', providerReference: outcome.reference, payoutDate: now, updatedAt: now })
        .where(stillMine);
      result.completed.push(payout.id);
    } else {
      await ctx.db
        .update(payouts)
        .set({
          status: 'failed',
          notes: `Transfer failed: ${outcome.reason}. The amount is back in your available balance.`,
          updatedAt: now,
        })
        .where(stillMine);
      result.failed.push(payout.id);
    }
  }
  return result;
}
