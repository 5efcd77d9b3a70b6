import type { TestCardPaymentRequest } from '../../../contract/checkout.js';
import { AppError, notFound } from '../../lib/errors.js';
import { CardDeclinedError } from '../../providers/payments/payment-provider.js';
import type { TestPaymentProcessor } from '../../providers/payments/test-processor.js';

/** The test-mode stand-in for Stripe.js confirming a card: a decline answers 402 with the processor's message. */
export async function payWithTestCard(processor: TestPaymentProcessor, options: TestCardPaymentRequest & { userId: number }) {
  try {
    const paid = await processor.confirmCard(options);
    if (!paid) throw notFound('Payment');
    return { status: 'succeeded' as const, paymentIntentId: paid.id };
  } catch (error) {
    if (error instanceof CardDeclinedError) throw new AppError('card_declined', error.message);
    throw error;
  }
}
