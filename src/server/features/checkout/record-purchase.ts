import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmPurchaseAnswer } from '../../../contract/checkout.js';
import { centsToPrice } from '../../../contract/money.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems, checkoutIntentLines, checkoutIntents, payments, purchases, sales } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { splitPayment } from '../../lib/fees.js';
import type { PaymentIntentInfo, PaymentProvider } from '../../providers/payments/payment-provider.js';
import { purchaseReceipt } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';

export const CURRENCY = 'usd';

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
 * Records a payment the processor reports, once: the payment, one purchase per line of the checkout
 * intent at the price charged, the sale rows with their fees, the products' sales counts and the
 * buyer's cart and the buyer's receipt e-mail, in one transaction. Used by the buyer's confirmation, the Stripe webhook and the
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
  },
): Promise<ConfirmPurchaseAnswer> {
  const { provider, intent, userId } = options;
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

  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({ id: intent.id, provider, userId, amountCents: intent.amountCents, currency: intent.currency, productIds })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    // Recorded a moment ago by another path (confirmation, webhook or reconciliation).
    if (!payment) return { purchases: await purchasesOfPayment(tx, intent.id), alreadyRecorded: true };
    // Takes the intent from open (or abandoned) to recorded; a refund claims it the same way, so only one wins.
    const [claimed] = await tx
      .update(checkoutIntents)
      .set({ status: 'recorded', settledAt: new Date() })
      .where(and(eq(checkoutIntents.id, intent.id), inArray(checkoutIntents.status, ['open', 'abandoned'])))
      .returning({ id: checkoutIntents.id });
    if (!claimed) throw new AlreadyRefundedError('it was refunded while being recorded');

    const inserted = await tx
      .insert(purchases)
      .values(lines.map((line) => ({ userId, productId: line.productId, paymentId: intent.id, amountCents: line.priceCents })))
      .onConflictDoNothing()
      .returning({ id: purchases.id, productId: purchases.productId });
    // Bought through another payment in the meantime (two checkouts at once); this transaction is undone.
    if (inserted.length !== lines.length) throw new UnfulfillableError('you already own one of these products');
    const purchaseIdOf = new Map(inserted.map((row) => [row.productId, row.id]));
    const splits = splitPayment(lines.map((line) => line.priceCents));
    await tx.insert(sales).values(
      lines.map((line, i) => ({
        kind: 'sale' as const,
        purchaseId: purchaseIdOf.get(line.productId)!,
        productId: line.productId,
        creatorId: creatorOf.get(line.productId)!,
        buyerId: userId,
        paymentId: intent.id,
        ...splits[i]!,
      })),
    );
    await tx
      .update(products)
      .set({ salesCount: sql`${products.salesCount} + 1` })
      .where(inArray(products.id, productIds));
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
    const [buyer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, userId));
    const receipt = purchaseReceipt(options.siteUrl, {
      firstName: buyer!.firstName,
      paymentId: intent.id,
      totalPrice: centsToPrice(intent.amountCents),
      items: lines.map((line) => ({
        productId: line.productId,
        title: titleOf.get(line.productId)!,
        price: centsToPrice(line.priceCents),
      })),
    });
    await queueEmail(tx, { to: buyer!.email, userId, message: receipt });
    return { purchases: inserted.sort((a, b) => a.id - b.id), alreadyRecorded: false };
  });
}
