import { desc, eq } from 'drizzle-orm';
import type { Payout } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { payouts } from '../../db/schema/payouts.js';
import type { UserRow } from '../auth/present-user.js';
import { payoutAtRun, readBalance } from './balance.js';
import { presentPayout } from './present-payout.js';

export interface ListCreatorPayoutsOptions {
  actor: UserRow;
  now: Date;
}

/**
 * The creator's payouts, newest first. Each pending one is checked as its Friday run will check it, on
 * today's ledger, so a refund that will cut or cancel it says so at once.
 */
export async function listCreatorPayouts(ctx: AppContext, { actor, now }: ListCreatorPayoutsOptions): Promise<Payout[]> {
  const rows = await ctx.db
    .select()
    .from(payouts)
    .where(eq(payouts.creatorId, actor.id))
    .orderBy(desc(payouts.createdAt), desc(payouts.id));
  return Promise.all(
    rows.map(async (row) => {
      if (row.status !== 'pending') return presentPayout(row);
      const runAt = row.payoutDate && row.payoutDate > now ? row.payoutDate : now;
      const { availableCents } = await readBalance(ctx.db, actor.id, {
        now: runAt,
        holdDays: ctx.config.payouts.holdDays,
        excludePayoutId: row.id,
      });
      const atRun = payoutAtRun(row.amountCents, availableCents);
      if (atRun.outcome === 'sent') return presentPayout(row);
      const amountCents = atRun.outcome === 'reduced' ? atRun.amountCents : availableCents;
      return presentPayout(row, { outcome: atRun.outcome, amount: centsToPrice(amountCents) });
    }),
  );
}
