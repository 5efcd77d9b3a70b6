import { and, asc, eq, lte, notExists, or, sql } from 'drizzle-orm';
import { MINIMUM_PAYOUT } from '../../../contract/creator.js';
import { CURRENCY, centsToPrice } from '../../../contract/money.js';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { payouts } from '../../db/schema/payouts.js';
import { PAYOUT_LOCK_NAMESPACE } from '../../lib/advisory-locks.js';
import type { PayoutResult, PayoutSender } from '../../providers/payouts/payout-provider.js';
import type { Database } from '../../db/client.js';
import { payoutCut, payoutSent } from '../email/compose-email.js';
import { queueCreatorEmail } from '../email/queue-creator-email.js';
import { payoutAtRun, readBalance } from './balance.js';

/** Advisory lock key of the batch (any fixed number): one instance claims at a time. */
const BATCH_LOCK_ID = 727_011;
// A suspended creator, one who has not verified their e-mail address, or one whose payout account changed
// recently (held, docs/decisions/041) is not paid until that changes.
const creatorMayBePaid = (now: Date) =>
  notExists(
    sql`(select 1 from ${users} where ${users.id} = ${payouts.creatorId} and (${users.suspendedAt} is not null or ${users.emailVerifiedAt} is null or ${users.payoutAccountHeldUntil} > ${now}))`,
  );

/** A payout left in processing this long was claimed by a run that died; providers are idempotent, so it is sent again. */
const STALE_CLAIM_MS = 60 * 60_000;

export interface RunPayoutBatchOptions {
  payouts: PayoutSender;
  now: Date;
  holdDays: number;
}

export interface PayoutBatchResult {
  // Another instance was claiming at the same moment; it does this run's work.
  skipped: boolean;
  completed: number[];
  failed: number[];
  // Lowered at run time because earnings fell (a refund) since the request.
  reduced: number[];
  // Not sent: what is payable now is under the minimum.
  cancelled: number[];
  // The provider could not say what happened; left in processing and retried by a later run.
  unsettled: number[];
}

/**
 * The Friday payout run: claims the payouts due by `now` (pending → processing), sends each through
 * the provider, and marks it completed with the provider's reference (and e-mails the creator) or
 * failed with a note. A failed
 * payout no longer counts against the balance, so its amount is available again. Claiming is one
 * transaction under a try-lock, so with several instances only one takes a given payout.
 *
 * Before a pending payout is claimed it is checked again against the creator's balance at `now`
 * (under the creator's lock, which requests also take): a refund since the request lowers it to what
 * is payable, or cancels it (failed, with the reason) when that is under the minimum. So a payout
 * never exceeds settled net earnings at the moment it is paid, not only when it was requested.
 */
export async function runPayoutBatch(
  ctx: Pick<AppContext, 'db'> & { config: Pick<Config, 'siteUrl'> },
  options: RunPayoutBatchOptions,
): Promise<PayoutBatchResult> {
  const { payouts: provider, now } = options;
  const result: PayoutBatchResult = { skipped: false, completed: [], failed: [], reduced: [], cancelled: [], unsettled: [] };
  const claimed = await ctx.db.transaction(async (tx) => {
    // Both drivers answer { rows }.
    const lock = (await tx.execute(sql`select pg_try_advisory_xact_lock(${BATCH_LOCK_ID}) as taken`)) as {
      rows: { taken: boolean }[];
    };
    if (!lock.rows[0]?.taken) return undefined;
    const due = await tx
      .select()
      .from(payouts)
      .where(
        or(
          // Such a creator's payouts wait, pending, until the suspension is lifted, the address verified or the hold over.
          and(eq(payouts.status, 'pending'), lte(payouts.payoutDate, now), creatorMayBePaid(now)),
          and(eq(payouts.status, 'processing'), lte(payouts.updatedAt, new Date(now.getTime() - STALE_CLAIM_MS))),
        ),
      )
      .orderBy(asc(payouts.id));
    const toSend: (typeof payouts.$inferSelect)[] = [];
    for (const payout of due) {
      // A stale claim may already have reached the provider: resend as it was (providers are idempotent).
      if (payout.status === 'processing') {
        await tx.update(payouts).set({ updatedAt: now }).where(eq(payouts.id, payout.id));
        toSend.push(payout);
        continue;
      }
      await tx.execute(sql`select pg_advisory_xact_lock(${PAYOUT_LOCK_NAMESPACE}, ${payout.creatorId})`);
      const { availableCents: payable } = await readBalance(tx, payout.creatorId, {
        now,
        holdDays: options.holdDays,
        excludePayoutId: payout.id,
      });
      const atRun = payoutAtRun(payout.amountCents, payable);
      if (atRun.outcome === 'cancelled') {
        await tx
          .update(payouts)
          .set({
            status: 'failed',
            notes: `Cancelled before sending: refunds since the request left $${centsToPrice(payable)} payable, under the $${MINIMUM_PAYOUT} minimum. Nothing was sent.`,
            updatedAt: now,
          })
          .where(eq(payouts.id, payout.id));
        await tellPayoutCut(tx, ctx.config.siteUrl, { payout, amountCents: null, payableCents: payable });
        result.cancelled.push(payout.id);
        continue;
      }
      const { amountCents } = atRun;
      const reduced = atRun.outcome === 'reduced';
      const [claim] = await tx
        .update(payouts)
        .set({
          status: 'processing',
          amountCents,
          updatedAt: now,
          ...(reduced
            ? {
                requestedAmountCents: payout.amountCents,
                notes: `Reduced from $${centsToPrice(payout.amountCents)} to $${centsToPrice(amountCents)}: refunds since the request lowered your earnings.`,
              }
            : {}),
        })
        .where(eq(payouts.id, payout.id))
        .returning();
      if (reduced) {
        await tellPayoutCut(tx, ctx.config.siteUrl, { payout, amountCents, payableCents: payable });
        result.reduced.push(payout.id);
      }
      toSend.push(claim!);
    }
    return toSend;
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
        currency: CURRENCY,
      });
    } catch {
      result.unsettled.push(payout.id);
      continue;
    }
    if (outcome.ok) {
      const { reference } = outcome;
      await ctx.db.transaction(async (tx) => {
        const [completed] = await tx
          .update(payouts)
          .set({ status: 'completed', providerReference: reference, payoutDate: now, updatedAt: now })
          .where(stillMine)
          .returning({ amountCents: payouts.amountCents });
        if (!completed) return;
        await queueCreatorEmail(tx, {
          creatorId: payout.creatorId,
          kind: 'payout_sent',
          eventKey: String(payout.id),
          message: ({ firstName }) =>
            payoutSent(ctx.config.siteUrl, { firstName, amount: centsToPrice(completed.amountCents), reference }),
        });
      });
      result.completed.push(payout.id);
    } else {
      await ctx.db
        .update(payouts)
        .set({
          status: 'failed',
          notes: `${payout.notes ? `${payout.notes} ` : ''}Transfer failed: ${outcome.reason}. The amount is back in your available balance.`,
          updatedAt: now,
        })
        .where(stillMine);
      result.failed.push(payout.id);
    }
  }
  return result;
}

/** The creator hears, in the claim's transaction, that refunds lowered or cancelled their payout (docs/decisions/048). */
function tellPayoutCut(
  tx: Database,
  siteUrl: string,
  cut: { payout: typeof payouts.$inferSelect; amountCents: number | null; payableCents: number },
) {
  return queueCreatorEmail(tx, {
    creatorId: cut.payout.creatorId,
    kind: 'payout_cut',
    eventKey: String(cut.payout.id),
    message: ({ firstName }) =>
      payoutCut(siteUrl, {
        firstName,
        requested: centsToPrice(cut.payout.amountCents),
        amount: cut.amountCents === null ? null : centsToPrice(cut.amountCents),
        payable: centsToPrice(Math.max(cut.payableCents, 0)),
        minimum: MINIMUM_PAYOUT,
      }),
  });
}
