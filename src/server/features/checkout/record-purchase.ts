import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmPurchaseAnswer } from '../../../contract/checkout.js';
import { CURRENCY, centsToPrice } from '../../../contract/money.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import {
  cartItems,
  checkoutIntentLines,
  checkoutIntents,
  discountCodes,
  purchases,
  sales,
  subscriptions,
} from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { insertPayment, recordPaidPurchases } from '../../lib/ledger.js';
import type { PaymentIntentInfo, PaymentProvider } from '../../providers/payments/payment-provider.js';
import { noteSubscriptionEvent } from '../subscriptions/subscription-events.js';
import { startSubscriptions } from '../subscriptions/start-subscriptions.js';
import { deliverGift, giftOfCheckout } from '../gifts/gift-checkout.js';
import { countSourcedSales } from '../traffic/count-traffic.js';
import { queueEmail } from '../email/queue-email.js';
import { creatorSale, creatorSubscriber, purchaseReceipt } from '../email/compose-email.js';
import { queueCreatorEmail } from '../email/queue-creator-email.js';

/**
 * A succeeded payment that cannot become a purchase. `reason` completes "We could not complete this
 * purchase because ..." for the buyer; the caller refunds the payment (see fulfil-payment.ts).
 */
export class UnfulfillableError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnfulfillableError';
  }
}

/** The payment was refunded already (by another path): the purchase cannot be recorded any more. */
export class AlreadyRefundedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'AlreadyRefundedError';
  }
}

async function purchasesOfPayment(db: Database, paymentId: string) {
  return db
    .select({ id: purchases.id, productId: purchases.productId })
    .from(purchases)
    .where(eq(purchases.paymentId, paymentId))
    .orderBy(purchases.id);
}

/**
 * Records a payment the processor reports, once: the payment, the subscriptions it starts, one
 * purchase per charged line of the checkout intent at the price charged, the discount codes' uses, the sale rows with their
 * fees, the products' sales counts, the buyer's cart and the buyer's receipt e-mail, in one transaction. Used by the buyer's confirmation, the Stripe webhook and the
 * reconciliation job; the payment id is the primary key of `payments`, so a second call changes
 * nothing. A payment that cannot be recorded throws UnfulfillableError, for the caller to refund.
 */
export async function recordPurchase(
  db: Database,
  options: {
    provider: PaymentProvider['name'];
    intent: PaymentIntentInfo;
    userId: number;
    log: FastifyBaseLogger;
    // The site's address, for the receipt's download links.
    siteUrl: string;
    now: Date;
  },
): Promise<ConfirmPurchaseAnswer> {
  const { provider, intent, userId, now } = options;
  if (intent.userId !== userId) throw new AppError('forbidden', 'This payment belongs to another account.');
  if (intent.status !== 'succeeded') throw new AppError('payment_failed', 'This payment has not been completed.');

  const recorded = await purchasesOfPayment(db, intent.id);
  if (recorded.length > 0) return { purchases: recorded, alreadyRecorded: true };

  const [checkout] = await db.select().from(checkoutIntents).where(eq(checkoutIntents.id, intent.id));
  if (checkout?.status === 'refunded') throw new AlreadyRefundedError(checkout.refundReason ?? 'it could not be recorded');
  const lines = checkout
    ? await db
        .select()
        .from(checkoutIntentLines)
        .where(eq(checkoutIntentLines.intentId, intent.id))
        .orderBy(checkoutIntentLines.productId)
    : [];
  if (!checkout || checkout.userId !== userId || lines.length === 0)
    throw new UnfulfillableError('we have no record of this checkout');
  if (intent.currency !== CURRENCY) throw new UnfulfillableError('the payment was not in US dollars');
  const totalCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
  if (totalCents !== intent.amountCents || checkout.amountCents !== intent.amountCents) {
    throw new UnfulfillableError('the amount paid does not match your checkout');
  }
  const productIds = lines.map((line) => line.productId);
  const sellable = await db
    .select({ id: products.id, creatorId: products.creatorId, title: products.title })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.status, 'published')))
    .orderBy(products.id);
  if (sellable.length !== lines.length) throw new UnfulfillableError('a product in it is no longer for sale');
  const creatorOf = new Map(sellable.map((product) => [product.id, product.creatorId]));
  const titleOf = new Map(sellable.map((product) => [product.id, product.title]));

  // A gift's purchase is the giver's, held for its recipient (docs/decisions/058).
  const gift = await giftOfCheckout(db, intent.id);
  const subscribing = lines.filter((line) => line.subscriptionInterval !== null);
  if (subscribing.length > 0 && !intent.paymentMethodId)
    throw new UnfulfillableError('your card could not be kept for the renewals');

  return db.transaction(async (tx) => {
    const paymentRecorded = await insertPayment(tx, {
      id: intent.id,
      provider,
      userId,
      amountCents: intent.amountCents,
      productIds,
    });
    // Recorded a moment ago by another path (confirmation, webhook or reconciliation).
    if (!paymentRecorded) return { purchases: await purchasesOfPayment(tx, intent.id), alreadyRecorded: true };
    // Takes the intent from open (or abandoned) to recorded; a refund claims it the same way, so only one wins.
    const [claimed] = await tx
      .update(checkoutIntents)
      .set({ status: 'recorded', settledAt: now })
      .where(and(eq(checkoutIntents.id, intent.id), inArray(checkoutIntents.status, ['open', 'abandoned'])))
      .returning({ id: checkoutIntents.id });
    if (!claimed) throw new AlreadyRefundedError('it was refunded while being recorded');

    const started = await startSubscriptions(tx, {
      userId,
      provider,
      checkoutIntentId: intent.id,
      stripeSubscriptionId: checkout.stripeSubscriptionId,
      paymentMethodId: intent.paymentMethodId ?? '',
      currency: intent.currency,
      lines: subscribing.map((line) => ({
        productId: line.productId,
        interval: line.subscriptionInterval!,
        trialDays: line.trialDays,
        priceCents: line.periodPriceCents ?? line.priceCents,
      })),
      now,
    });
    // A live subscription to one of them began through another payment in the meantime.
    if (!started) throw new UnfulfillableError('you already subscribe to one of these products');
    const subscriptionOf = new Map(started.map((row) => [row.productId, row]));

    await countDiscountUses(tx, lines);
    // A free trial charges nothing today: no purchase and no sale until its first paid period. A product
    // a code or a named price made free is bought all the same, with a zero-amount sale.
    const paidLines = lines.filter((line) => line.subscriptionInterval === null || line.priceCents > 0);
    const inserted = await recordPaidPurchases(tx, {
      paymentId: intent.id,
      userId,
      lines: paidLines.map((line) => ({
        productId: line.productId,
        creatorId: creatorOf.get(line.productId)!,
        priceCents: line.priceCents,
        discountCodeId: line.discountCodeId,
        subscriptionId: subscriptionOf.get(line.productId)?.id ?? null,
        periodEnd: subscriptionOf.get(line.productId)?.currentPeriodEnd ?? null,
        source: line.source,
        gifted: gift?.productId === line.productId,
      })),
    });
    // Bought through another payment in the meantime (two checkouts at once); this transaction is undone.
    if (!inserted) throw new UnfulfillableError('you already own one of these products');
    const giftPurchase = gift && inserted.find((row) => row.productId === gift.productId);
    if (giftPurchase)
      await deliverGift(tx, {
        giftId: gift.id,
        purchaseId: giftPurchase.id,
        title: titleOf.get(gift.productId)!,
        siteUrl: options.siteUrl,
      });
    await countSourcedSales(tx, { lines: paidLines, now });
    await tx
      .update(products)
      .set({ salesCount: sql`${products.salesCount} + 1` })
      .where(inArray(products.id, productIds));
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
    for (const row of started)
      await noteSubscriptionEvent(tx, { event: 'started', subscriptionId: row.id, siteUrl: options.siteUrl, log: options.log });
    const [buyer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
    const codeOf = await codesOf(tx, lines);
    const receipt = purchaseReceipt(options.siteUrl, {
      firstName: buyer!.firstName,
      paymentId: intent.id,
      totalPrice: centsToPrice(intent.amountCents),
      items: lines.map((line) => ({
        productId: line.productId,
        title: titleOf.get(line.productId)!,
        price: centsToPrice(line.priceCents),
        // The code and what it took off, as the checkout line kept them (the order page and invoice read the same).
        discount:
          line.discountCodeId !== null && line.discountCents > 0
            ? { code: codeOf.get(line.discountCodeId)!, saved: centsToPrice(line.discountCents) }
            : null,
      })),
      immediateAccessConsentAt: checkout.immediateAccessConsentAt,
      ...(gift ? { gift: { recipientEmail: gift.recipientEmail, deliverOn: gift.deliverOn } } : {}),
    });
    await queueEmail(tx, { to: buyer!.email, userId, message: receipt });
    await tellCreators(tx, { siteUrl: options.siteUrl, paymentId: intent.id, started, titleOf });
    return { purchases: inserted.sort((a, b) => a.id - b.id), alreadyRecorded: false };
  });
}

/** The text of the codes the lines used, by id. */
async function codesOf(tx: Database, lines: { discountCodeId: number | null }[]) {
  const ids = lines.flatMap((line) => (line.discountCodeId === null ? [] : [line.discountCodeId]));
  if (ids.length === 0) return new Map<number, string>();
  const rows = await tx
    .select({ id: discountCodes.id, code: discountCodes.code })
    .from(discountCodes)
    .where(inArray(discountCodes.id, ids));
  return new Map(rows.map((row) => [row.id, row.code]));
}

/**
 * Counts each code's use in the purchase's transaction. The row update waits for a concurrent one, so of two
 * buyers racing for a code's last use exactly one counts it; the other's payment cannot be recorded at the
 * discounted amount it was charged, so it is refunded in full (docs/decisions/053).
 */
async function countDiscountUses(tx: Database, lines: { discountCodeId: number | null }[]) {
  for (const line of lines) {
    if (line.discountCodeId === null) continue;
    const [counted] = await tx
      .update(discountCodes)
      .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
      .where(
        and(
          eq(discountCodes.id, line.discountCodeId),
          or(isNull(discountCodes.maxUses), lt(discountCodes.usedCount, discountCodes.maxUses)),
        ),
      )
      .returning({ id: discountCodes.id });
    if (counted) continue;
    const [code] = await tx
      .select({ code: discountCodes.code })
      .from(discountCodes)
      .where(eq(discountCodes.id, line.discountCodeId));
    throw new UnfulfillableError(`the code ${code?.code ?? ''} was used up by another buyer while you paid`);
  }
}

/**
 * Each creator hears about their part of the payment (docs/decisions/048): a new subscriber for each
 * subscription it started (with the first period's earnings, or none during a free trial), a new sale for
 * each other product. Keyed by the sale or subscription, so a payment recorded twice e-mails once.
 */
async function tellCreators(
  tx: Database,
  options: {
    siteUrl: string;
    paymentId: string;
    started: { id: number; productId: number }[];
    titleOf: Map<number, string>;
  },
) {
  const { siteUrl, titleOf } = options;
  const sold = await tx
    .select()
    .from(sales)
    .where(and(eq(sales.paymentId, options.paymentId), eq(sales.kind, 'sale')))
    .orderBy(sales.id);
  const subscribed = new Set(options.started.map((row) => row.productId));
  for (const sale of sold) {
    if (subscribed.has(sale.productId)) continue;
    await queueCreatorEmail(tx, {
      creatorId: sale.creatorId,
      kind: 'sale',
      eventKey: String(sale.id),
      message: ({ firstName }) =>
        creatorSale(siteUrl, {
          firstName,
          title: titleOf.get(sale.productId)!,
          price: centsToPrice(sale.amountCents),
          earned: centsToPrice(sale.creatorEarningsCents),
        }),
    });
  }
  for (const row of options.started) {
    const [subscription] = await tx
      .select({ subscription: subscriptions, creatorId: products.creatorId })
      .from(subscriptions)
      .innerJoin(products, eq(products.id, subscriptions.productId))
      .where(eq(subscriptions.id, row.id));
    if (!subscription) continue;
    const firstSale = sold.find((sale) => sale.productId === row.productId);
    await queueCreatorEmail(tx, {
      creatorId: subscription.creatorId,
      kind: 'subscriber',
      eventKey: String(row.id),
      message: ({ firstName }) =>
        creatorSubscriber(siteUrl, {
          firstName,
          title: titleOf.get(row.productId)!,
          price: centsToPrice(subscription.subscription.priceCents),
          interval: subscription.subscription.interval,
          earned: firstSale ? centsToPrice(firstSale.creatorEarningsCents) : null,
          trialEndsAt: subscription.subscription.trialEndsAt,
        }),
    });
  }
}
