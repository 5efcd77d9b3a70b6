import type { TestCardPaymentRequest } from '../../../contract/checkout.js';
import type { AppContext } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { CardDeclinedError } from '../../providers/payments/payment-provider.js';
import { isTestProcessor } from '../../providers/payments/test-processor.js';
import type { UserRow } from '../auth/present-user.js';

/** The test-mode stand-in for Stripe.js confirming a card: a decline answers 402 with the processor's message. */
export async function payWithTestCard(ctx: AppContext, { actor, ...card }: TestCardPaymentRequest & { actor: UserRow }) {
  const processor = ctx.payments;
  // The route exists only in test mode; with a real processor there is no such payment.
  if (!isTestProcessor(processor)) throw notFound('Payment');
  try {
    const paid = await processor.confirmCard({ ...card, userId: actor.id });
    if (!paid) throw notFound('Payment');
    return { status: 'succeeded' as const, paymentIntentId: paid.id };
  } catch (error) {
    if (error instanceof CardDeclinedError) throw new AppError('card_declined', error.message);
    throw error;
  }
}
