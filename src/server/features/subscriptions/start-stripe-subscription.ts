import { and, eq } from 'drizzle-orm';
import { CURRENCY } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import type { products } from '../../db/schema/catalog.js';
import { stripePrices } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import type { SubscriptionBilling } from '../../providers/payments/payment-provider.js';
import type { UserRow } from '../auth/present-user.js';
import { stripeCustomerOf } from './stripe-customers.js';

type PriceKind = (typeof stripePrices.$inferSelect)['kind'];

/** What starting a subscription reads of a line to pay (checkout passes the cart's lines). */
interface BillingLine {
  productId: number;
  title: string;
  priceCents: number;
  isSubscription: boolean;
  subscriptionInterval: (typeof products.$inferSelect)['subscriptionInterval'];
  trialDays: number;
}

/** The Stripe Price of a product at its price and interval, created once; a new price makes a new Price. */
async function priceOf(
  { db }: Pick<AppContext, 'db'>,
  billing: SubscriptionBilling,
  line: BillingLine,
  kind: PriceKind,
): Promise<string> {
  const key = and(
    eq(stripePrices.productId, line.productId),
    eq(stripePrices.priceCents, line.priceCents),
    eq(stripePrices.kind, kind),
  );
  const [kept] = await db.select().from(stripePrices).where(key);
  if (kept) return kept.stripePriceId;
  const stripePriceId = await billing.createPrice(
    { productId: line.productId, title: line.title, priceCents: line.priceCents, currency: CURRENCY, kind },
    { idempotencyKey: `price-${line.productId}-${line.priceCents}-${kind}` },
  );
  await db
    .insert(stripePrices)
    .values({ productId: line.productId, priceCents: line.priceCents, kind, stripePriceId })
    .onConflictDoNothing();
  const [row] = await db.select().from(stripePrices).where(key);
  return row!.stripePriceId;
}

/**
 * A cart holding a subscription, paid through Stripe Billing: one Stripe subscription for it (with its
 * free trial), the cart's one-time products on its first invoice, so the buyer confirms one payment.
 * Stripe subscriptions are one per checkout: two would need two confirmations.
 */
export interface StartStripeSubscriptionOptions {
  actor: UserRow;
  lines: BillingLine[];
  /** Stripe Billing (the payment provider's, when Stripe is the provider). */
  billing: SubscriptionBilling;
}

export async function startStripeSubscription(
  ctx: Pick<AppContext, 'db'>,
  { actor, lines, billing }: StartStripeSubscriptionOptions,
) {
  const subscribing = lines.filter((line) => line.isSubscription);
  if (subscribing.length !== 1) {
    throw new AppError(
      'bad_request',
      `Subscribe to one product at a time. Remove all but one of ${subscribing.map((line) => `“${line.title}”`).join(', ')} from your cart to pay.`,
    );
  }
  const subscription = subscribing[0]!;
  const customerId = await stripeCustomerOf(ctx, { actor, billing });
  const priceId = await priceOf(ctx, billing, subscription, subscription.subscriptionInterval ?? 'month');
  const oneTimePriceIds = [];
  for (const line of lines) if (!line.isSubscription) oneTimePriceIds.push(await priceOf(ctx, billing, line, 'one_time'));
  return billing.createSubscription({
    customerId,
    priceId,
    trialDays: subscription.trialDays,
    oneTimePriceIds,
    userId: actor.id,
    productIds: lines.map((line) => line.productId),
  });
}
