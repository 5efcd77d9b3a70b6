import type { PaymentIntentAnswer } from '../../../contract/checkout.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { checkoutIntentLines, checkoutIntents } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import { selectCartLines } from '../cart/list-cart-lines.js';
import { chargedTodayCents } from '../subscriptions/subscription-periods.js';
import { CURRENCY } from './record-purchase.js';

/**
 * Starts a payment for what the buyer's cart holds in the database (the client sends neither amount
 * nor products) and keeps its priced lines, so the purchase is recorded at the prices charged. A
 * subscription line is charged its first period today, or nothing when it starts with a free trial;
 * the card is then kept for the renewals.
 */
export async function createPaymentIntent(ctx: AppContext, { actor }: { actor: UserRow }): Promise<PaymentIntentAnswer> {
  const lines = await selectCartLines(ctx.db, { userId: actor.id });
  if (lines.length === 0) throw new AppError('bad_request', 'Your cart is empty');
  const subscribing = lines.filter((line) => line.isSubscription);
  if (subscribing.length > 0 && ctx.payments.name !== 'test') {
    // Renewals run on the built-in processor's saved card; Stripe Billing is not wired up, and a
    // subscription charged once with no renewal would break the promise made on the product page.
    throw new AppError(
      'bad_request',
      `Subscriptions cannot be bought here yet. Remove ${subscribing.map((line) => `“${line.title}”`).join(', ')} from your cart to pay for the rest.`,
    );
  }
  const priced = lines.map((line) => ({ ...line, chargedCents: chargedTodayCents(line) }));
  const amountCents = priced.reduce((sum, line) => sum + line.chargedCents, 0);
  const productIds = lines.map((line) => line.productId);
  const intent = await ctx.payments.createIntent({
    userId: actor.id,
    amountCents,
    currency: CURRENCY,
    productIds,
    savesCard: subscribing.length > 0,
  });
  // Written before the client secret is handed out: no intent can be paid without its lines.
  await ctx.db.transaction(async (tx) => {
    await tx.insert(checkoutIntents).values({
      id: intent.id,
      provider: ctx.payments.name,
      userId: actor.id,
      amountCents,
      currency: CURRENCY,
    });
    await tx.insert(checkoutIntentLines).values(
      priced.map((line) => ({
        intentId: intent.id,
        productId: line.productId,
        priceCents: line.chargedCents,
        ...(line.isSubscription
          ? { subscriptionInterval: line.subscriptionInterval, trialDays: line.trialDays, periodPriceCents: line.priceCents }
          : {}),
      })),
    );
  });
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
