import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmPurchaseAnswer } from '../../../contract/checkout.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { assertOwnsPayment } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { fulfilPayment } from './fulfil-payment.js';

/** The buyer says "I paid": believed only when the processor itself reports the payment succeeded. */
export interface ConfirmPurchaseOptions {
  actor: UserRow;
  paymentIntentId: string;
  now: Date;
  log: FastifyBaseLogger;
}

export async function confirmPurchase(
  ctx: AppContext,
  { actor, paymentIntentId, now, log }: ConfirmPurchaseOptions,
): Promise<ConfirmPurchaseAnswer> {
  const intent = await ctx.payments.retrieve(paymentIntentId);
  if (!intent) throw notFound('Payment');
  assertOwnsPayment(actor, intent);
  return fulfilPayment(ctx, { intent: { ...intent, userId: actor.id }, now, log });
}
