import type { PaymentIntentAnswer } from '../../../contract/checkout.js';
import { CURRENCY, centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { checkoutIntentLines, checkoutIntents } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import { type CartLine, selectCartLines } from '../cart/list-cart-lines.js';
import { startStripeSubscription } from '../subscriptions/start-stripe-subscription.js';
import { chargedTodayCents } from '../subscriptions/subscription-periods.js';

/**
 * Starts a payment for what the buyer's cart holds in the database (the client sends neither amount
 * nor products) and keeps its priced lines, so the purchase is recorded at the prices charged. A
 * subscription line is charged its first period today, or nothing when it starts with a free trial;
 * the card is then kept for the renewals (by the built-in processor, or by Stripe Billing).
 */
export interface CreatePaymentIntentOptions {
  actor: UserRow;
  now: Date;
}

export async function createPaymentIntent(
  ctx: AppContext,
  { actor, now }: CreatePaymentIntentOptions,
): Promise<PaymentIntentAnswer> {
  const lines = await selectCartLines(ctx.db, { userId: actor.id, now });
  if (lines.length === 0) throw new AppError('bad_request', 'Your cart is empty');
  const subscribing = lines.some((line) => line.isSubscription);
  const priced = lines.map((line) => ({ ...line, chargedCents: chargedTodayCents(line) }));
  const amountCents = priced.reduce((sum, line) => sum + line.chargedCents, 0);
  const productIds = lines.map((line) => line.productId);
  const { intent, stripeSubscriptionId } = await openIntent(ctx, { actor, lines, amountCents, subscribing });
  // Written before the client secret is handed out: no intent can be paid without its lines.
  await ctx.db.transaction(async (tx) => {
    await tx.insert(checkoutIntents).values({
      id: intent.id,
      provider: ctx.payments.name,
      userId: actor.id,
      amountCents,
      currency: CURRENCY,
      stripeSubscriptionId,
      // The request schema lets no checkout start without it.
      immediateAccessConsentAt: now,
    });
    await tx.insert(checkoutIntentLines).values(
      priced.map((line) => ({
        intentId: intent.id,
        productId: line.productId,
        priceCents: line.chargedCents,
        source: line.source,
        ...(line.isSubscription
          ? { subscriptionInterval: line.subscriptionInterval, trialDays: line.trialDays, periodPriceCents: line.priceCents }
          : {}),
      })),
    );
  });
  return {
    clientSecret: intent.clientSecret,
    intentKind: intent.kind,
    paymentIntentId: intent.id,
    amount: centsToPrice(amountCents),
    currency: CURRENCY,
    productIds,
    provider: ctx.payments.name,
    publishableKey: ctx.payments.publishableKey,
  };
}

/**
 * The intent the buyer confirms. With Stripe Billing, Stripe renews the subscription: the intent is its
 * first invoice's payment, or the free trial's card set-up, for the amount chargedTodayCents gives.
 */
async function openIntent(
  ctx: AppContext,
  options: { actor: UserRow; lines: CartLine[]; amountCents: number; subscribing: boolean },
): Promise<{ intent: { kind: 'payment' | 'setup'; id: string; clientSecret: string }; stripeSubscriptionId: string | null }> {
  const { actor, lines, amountCents, subscribing } = options;
  const { billing } = ctx.payments;
  if (subscribing && billing) {
    const started = await startStripeSubscription(ctx, { actor, lines, billing });
    return { intent: started.intent, stripeSubscriptionId: started.subscriptionId };
  }
  const productIds = lines.map((line) => line.productId);
  const created = await ctx.payments.createIntent({
    userId: actor.id,
    amountCents,
    currency: CURRENCY,
    productIds,
    savesCard: subscribing,
  });
  return { intent: { kind: 'payment', ...created }, stripeSubscriptionId: null };
}
