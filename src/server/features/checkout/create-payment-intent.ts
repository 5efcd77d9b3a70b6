import type { PaymentIntentAnswer } from '../../../contract/checkout.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { listCartLines } from '../cart/list-cart-lines.js';
import { CURRENCY } from './record-purchase.js';

/** Starts a payment for what the buyer's cart holds in the database; whatever amount the client sent is ignored. */
export async function createPaymentIntent(ctx: AppContext, options: { userId: number }): Promise<PaymentIntentAnswer> {
  const lines = await listCartLines(ctx.db, { userId: options.userId });
  if (lines.length === 0) throw new AppError('bad_request', 'Your cart is empty');
  const amountCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  const productIds = lines.map((line) => line.productId);
  const intent = await ctx.payments.createIntent({ userId: options.userId, amountCents, currency: CURRENCY, productIds });
  return {
    clientSecret: intent.clientSecret,
    paymentIntentId: intent.id,
    amount: centsToPrice(amountCents),
    currency: CURRENCY,
    productIds,
    provider: ctx.payments.name,
    publishableKey: ctx.payments.publishableKey,
  };
}
