import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { checkoutIntents } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { fulfilPayment, refundUnfulfilledPayment } from './fulfil-payment.js';

/** Left alone this long, so the buyer's own confirmation (and Stripe's webhook) go first. */
export const RECONCILE_AFTER_MS = 5 * 60_000;
/** An unpaid intent this old is marked abandoned and no longer asked about (a later webhook still records it). */
const ABANDON_AFTER_MS = 24 * 60 * 60_000;
const BATCH = 100;

export interface ReconcileResult {
  checked: number;
  recorded: number;
  refunded: number;
  abandoned: number;
}

/**
 * Settles checkout intents left open: a payment the processor took but no purchase recorded (the
 * process died between charge and record, the buyer closed the tab without a webhook) is recorded,
 * or refunded when it cannot be; a refund whose processor call failed is asked for again (same key).
 * Safe on several instances at once: each intent is claimed by one row update (see fulfilPayment).
 */
export async function reconcilePayments(
  ctx: Pick<AppContext, 'db' | 'payments'> & { config: Pick<Config, 'siteUrl'>; log: FastifyBaseLogger },
  options: { now: Date },
): Promise<ReconcileResult> {
  const { db, payments, log } = ctx;
  const before = new Date(options.now.getTime() - RECONCILE_AFTER_MS);
  const result: ReconcileResult = { checked: 0, recorded: 0, refunded: 0, abandoned: 0 };
  const rows = await db
    .select()
    .from(checkoutIntents)
    .where(
      and(
        eq(checkoutIntents.provider, payments.name),
        or(
          and(eq(checkoutIntents.status, 'open'), lt(checkoutIntents.createdAt, before)),
          and(
            eq(checkoutIntents.status, 'refunded'),
            isNull(checkoutIntents.providerRefundId),
            lt(checkoutIntents.settledAt, before),
          ),
        ),
      ),
    )
    .orderBy(asc(checkoutIntents.createdAt))
    .limit(BATCH);

  for (const row of rows) {
    result.checked += 1;
    const intent = await payments.retrieve(row.id);
    if (intent?.status === 'succeeded') {
      const paid = { ...intent, userId: row.userId };
      if (row.status === 'refunded') {
        await refundUnfulfilledPayment(ctx, {
          intent: paid,
          reason: row.refundReason ?? 'it could not be recorded',
          now: options.now,
          log,
        });
        result.refunded += 1;
        continue;
      }
      try {
        const answer = await fulfilPayment(ctx, { intent: paid, now: options.now, log });
        if (!answer.alreadyRecorded) {
          log.warn({ paymentIntentId: row.id }, 'reconciliation recorded a paid payment that had no purchase');
          result.recorded += 1;
        }
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'payment_refunded')) throw error;
        result.refunded += 1;
      }
      continue;
    }
    const unpaidTooLong = row.createdAt.getTime() < options.now.getTime() - ABANDON_AFTER_MS;
    if (!intent || intent.status === 'canceled' || unpaidTooLong) {
      await db
        .update(checkoutIntents)
        .set({ status: 'abandoned', settledAt: options.now })
        .where(and(eq(checkoutIntents.id, row.id), inArray(checkoutIntents.status, ['open'])));
      result.abandoned += 1;
    }
  }
  return result;
}
