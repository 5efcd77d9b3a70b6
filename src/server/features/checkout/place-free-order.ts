import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { FreeOrderAnswer } from '../../../contract/checkout.js';
import { CURRENCY } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import { insertCheckoutIntent, priceCheckout } from './create-payment-intent.js';
import { recordPurchase, UnfulfillableError } from './record-purchase.js';

/**
 * A cart whose total is $0 (a 100% code, a $0 named price) is bought without a card and without the
 * processor: the checkout, its purchases and their zero-amount sale rows are written in one transaction,
 * by the same recording as a paid order, under a payment id of the shop's own.
 */
export async function placeFreeOrder(
  ctx: AppContext,
  { actor, now, log }: { actor: UserRow; now: Date; log: FastifyBaseLogger },
): Promise<FreeOrderAnswer> {
  const id = `free_${randomUUID()}`;
  try {
    const recorded = await ctx.db.transaction(async (tx) => {
      const { priced, amountCents, subscribing } = await priceCheckout(tx, { userId: actor.id, now });
      if (amountCents !== 0 || subscribing) throw new AppError('bad_request', 'This order has something to pay: pay it by card.');
      await insertCheckoutIntent(tx, {
        id,
        provider: ctx.payments.name,
        userId: actor.id,
        amountCents,
        stripeSubscriptionId: null,
        priced,
      });
      return recordPurchase(tx, {
        provider: ctx.payments.name,
        intent: { id, status: 'succeeded', amountCents, currency: CURRENCY, userId: actor.id, productIds: undefined },
        userId: actor.id,
        log,
        siteUrl: ctx.config.siteUrl,
        now,
      });
    });
    return { paymentIntentId: id, purchases: recorded.purchases };
  } catch (error) {
    // Nothing was charged and nothing was kept: the buyer is told why.
    if (error instanceof UnfulfillableError)
      throw new AppError('conflict', `We could not complete this order because ${error.reason}.`);
    throw error;
  }
}
