import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmPurchaseAnswer, ConfirmPurchaseRequest } from '../../../contract/checkout.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { recordPurchase } from './record-purchase.js';

/** The buyer says "I paid": believed only when the processor itself reports the payment succeeded. */
export async function confirmPurchase(
  ctx: AppContext,
  options: ConfirmPurchaseRequest & { userId: number; log: FastifyBaseLogger },
): Promise<ConfirmPurchaseAnswer> {
  const intent = await ctx.payments.retrieve(options.paymentIntentId);
  if (!intent) throw notFound('Payment');
  return recordPurchase(ctx.db, {
    provider: ctx.payments.name,
    intent,
    userId: options.userId,
    productIds: options.productIds,
    log: options.log,
  });
}
