import { sql } from 'drizzle-orm';
import { MINIMUM_PAYOUT, MINIMUM_PAYOUT_CENTS, type RequestPayoutAnswer } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { payouts } from '../../db/schema/payouts.js';
import { PAYOUT_LOCK_NAMESPACE } from '../../lib/advisory-locks.js';
import { AppError } from '../../lib/errors.js';
import { assertEmailVerified, assertPayoutAccountNotHeld } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { readBalance } from './balance.js';
import { nextPayoutRun } from './payout-schedule.js';
import { presentPayout } from './present-payout.js';

export interface RequestPayoutOptions {
  actor: UserRow;
  now: Date;
}

/**
 * Asks for the whole available balance (settled earnings only: sales past the hold), paid in the next Friday run. The balance is read and the
 * payout written under a transaction-scoped advisory lock per creator, so requests at once (from any
 * instance) take turns and the second sees the first's payout: never more than earned.
 */
export async function requestPayout(ctx: AppContext, { actor, now }: RequestPayoutOptions): Promise<RequestPayoutAnswer> {
  assertEmailVerified(actor);
  assertPayoutAccountNotHeld(actor, now);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_NAMESPACE}, ${actor.id})`);
    const { availableCents } = await readBalance(tx, actor.id, { now, holdDays: ctx.config.payouts.holdDays });
    if (availableCents < MINIMUM_PAYOUT_CENTS) {
      throw new AppError(
        'bad_request',
        `Minimum payout is $${MINIMUM_PAYOUT}. You need $${centsToPrice(MINIMUM_PAYOUT_CENTS - availableCents)} more.`,
      );
    }
    const [payout] = await tx
      .insert(payouts)
      .values({ creatorId: actor.id, amountCents: availableCents, status: 'pending', payoutDate: nextPayoutRun(now) })
      .returning();
    return { payout: presentPayout(payout!) };
  });
}
