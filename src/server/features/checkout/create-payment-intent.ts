import type { PaymentIntentAnswer } from '../../../contract/checkout.js';
import type { GiftRequest } from '../../../contract/gifts.js';
import { CURRENCY, centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { checkoutIntentLines, checkoutIntents } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../providers/payments/payment-provider.js';
import { type CartLine, priceCartLine, selectCartLines } from '../cart/list-cart-lines.js';
import { keepGift, planGift } from '../gifts/gift-checkout.js';
import { startStripeSubscription } from '../subscriptions/start-stripe-subscription.js';

type PaymentProviderName = PaymentProvider['name'];

/**
 * Starts a payment for what the buyer's cart holds in the database (the client sends neither amount
 * nor products) and keeps its priced lines, so the purchase is recorded at the prices charged. A
 * subscription line is charged its first period today, or nothing when it starts with a free trial;
 * the card is then kept for the renewals (by the built-in processor, or by Stripe Billing).
 */
export interface CreatePaymentIntentOptions {
  actor: UserRow;
  now: Date;
  // "This is a gift" (docs/decisions/058).
  gift?: GiftRequest | undefined;
}

export async function createPaymentIntent(
  ctx: AppContext,
  { actor, now, gift }: CreatePaymentIntentOptions,
): Promise<PaymentIntentAnswer> {
  const { lines, priced, amountCents, subscribing } = await priceCheckout(ctx.db, { userId: actor.id, now });
  const planned = gift ? planGift(gift, { giverId: actor.id, lines, now }) : undefined;
  if (amountCents === 0 && !subscribing)
    throw new AppError('bad_request', 'Nothing to pay: this order is free, so it needs no card.');
  const productIds = lines.map((line) => line.productId);
  const { intent, stripeSubscriptionId } = await openIntent(ctx, { actor, lines, amountCents, subscribing });
  // Written before the client secret is handed out: no intent can be paid without its lines.
  await ctx.db.transaction(async (tx) => {
    await insertCheckoutIntent(tx, {
      id: intent.id,
      provider: ctx.payments.name,
      userId: actor.id,
      amountCents,
      stripeSubscriptionId,
      // The request schema lets no checkout start without it.
      immediateAccessConsentAt: now,
      priced,
    });
    if (planned) await keepGift(tx, intent.id, planned);
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

type PricedCartLine = CartLine & { chargedCents: number; discountCents: number };

/**
 * The buyer's cart priced by the one pricing rule, or refused before any payment when a line cannot be
 * bought at its price now (a code expired or used up, a named price below a raised minimum).
 */
export async function priceCheckout(db: Database, { userId, now }: { userId: number; now: Date }) {
  const lines = await selectCartLines(db, { userId, now });
  if (lines.length === 0) throw new AppError('bad_request', 'Your cart is empty');
  const priced: PricedCartLine[] = lines.map((line) => {
    const price = priceCartLine(line, now);
    if (price.problem) throw new AppError('conflict', `${line.title}: ${price.problem}`);
    return { ...line, chargedCents: price.chargedCents, discountCents: price.discountCents };
  });
  const amountCents = priced.reduce((sum, line) => sum + line.chargedCents, 0);
  return { lines, priced, amountCents, subscribing: lines.some((line) => line.isSubscription) };
}

/** Keeps a checkout and its priced lines: the purchase is recorded at these prices, with these codes. */
export async function insertCheckoutIntent(
  tx: Database,
  checkout: {
    id: string;
    provider: PaymentProviderName;
    userId: number;
    amountCents: number;
    stripeSubscriptionId: string | null;
    // When the buyer agreed to immediate access (docs/decisions/054); a free order asks no such consent.
    immediateAccessConsentAt?: Date;
    priced: PricedCartLine[];
  },
) {
  const { priced, ...intent } = checkout;
  await tx.insert(checkoutIntents).values({ ...intent, currency: CURRENCY });
  await tx.insert(checkoutIntentLines).values(
    priced.map((line) => ({
      intentId: intent.id,
      productId: line.productId,
      priceCents: line.chargedCents,
      source: line.source,
      ...(line.discountCents > 0 ? { discountCodeId: line.discountCodeId, discountCents: line.discountCents } : {}),
      ...(line.isSubscription
        ? { subscriptionInterval: line.subscriptionInterval, trialDays: line.trialDays, periodPriceCents: line.priceCents }
        : {}),
    })),
  );
}

/**
 * The intent the buyer confirms. With Stripe Billing, Stripe renews the subscription: the intent is its
 * first invoice's payment, or the free trial's card set-up, for the amount the pricing rule gives.
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
