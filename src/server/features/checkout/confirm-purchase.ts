import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmPurchaseAnswer } from '../../../contract/checkout.js';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { fulfilPayment } from './fulfil-payment.js';

/** The buyer says "I paid": believed only when the processor itself reports the payment succeeded. */
export async function confirmPurchase(
  ctx: AppContext,
  options: { paymentIntentId: string; userId: number; log: FastifyBaseLogger },
): Promise<ConfirmPurchaseAnswer> {
  const intent = await ctx.payments.retrieve(options.paymentIntentId);
  if (!intent) throw notFound('Payment');
  if (intent.userId !== options.userId) throw new AppError('forbidden', 'This payment belongs to another account.');
  return fulfilPayment(ctx, { intent: { ...intent, userId: options.userId }, log: options.log });
}
