import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ConfirmPurchaseAnswer } from '../../../contract/checkout.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems, payments, purchases, sales } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { splitPayment } from '../../lib/fees.js';
import type { PaymentIntentInfo, PaymentProvider } from '../../providers/payments/payment-provider.js';

export const CURRENCY = 'usd';

function sameIds(a: readonly number[], b: readonly number[]) {
  const left = [...new Set(a)].sort((x, y) => x - y);
  const right = [...new Set(b)].sort((x, y) => x - y);
  return left.length === right.length && left.every((id, i) => id === right[i]);
}

async function purchasesOfPayment(db: Database, paymentId: string) {
  return db
    .select({ id: purchases.id, productId: purchases.productId })
    .from(purchases)
    .where(eq(purchases.paymentId, paymentId))
    .orderBy(purchases.id);
}

/**
 * Records a payment the processor reports, once: the payment, one purchase per product, the sale
 * rows with their fees, the products' sales counts and the buyer's cart, in one transaction. Used by
 * the buyer's confirmation and by the Stripe webhook, whichever comes first; the payment id is the
 * primary key of `payments`, so the second finds it recorded and changes nothing.
 */
export async function recordPurchase(
  db: Database,
  options: {
    provider: PaymentProvider['name'];
    intent: PaymentIntentInfo;
    userId: number;
    // What the client believes it bought; when sent it must match the payment.
    productIds?: number[];
    log: FastifyBaseLogger;
  },
): Promise<ConfirmPurchaseAnswer> {
  const { provider, intent, userId, log } = options;
  if (intent.userId !== userId) throw new AppError('forbidden', 'This payment belongs to another account.');
  if (intent.status !== 'succeeded') throw new AppError('payment_failed', 'This payment has not been completed.');
  if (intent.currency !== CURRENCY) throw new AppError('bad_request', 'This payment is not in US dollars.');
  if (!intent.productIds || (options.productIds && !sameIds(options.productIds, intent.productIds))) {
    throw new AppError('bad_request', 'These products do not match the payment.');
  }
  const productIds = [...new Set(intent.productIds)];

  const recorded = await purchasesOfPayment(db, intent.id);
  if (recorded.length > 0) return { purchases: recorded, alreadyRecorded: true };

  // The processor took the money: from here on a refusal needs a person, so it is logged as an error.
  const unfulfilled = (reason: string) => {
    log.error(
      { paymentIntentId: intent.id, userId, productIds, amountCents: intent.amountCents, reason },
      'paid payment not recorded: needs a refund',
    );
  };
  const priced = await db
    .select({ id: products.id, creatorId: products.creatorId, priceCents: products.priceCents })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.status, 'published')))
    .orderBy(products.id);
  const totalCents = priced.reduce((sum, product) => sum + product.priceCents, 0);
  if (priced.length !== productIds.length || totalCents !== intent.amountCents) {
    unfulfilled('amount differs from the current price of the products');
    throw new AppError('bad_request', 'The payment amount does not match the current price of these products.');
  }

  return db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({ id: intent.id, provider, userId, amountCents: intent.amountCents, currency: intent.currency, productIds })
      .onConflictDoNothing()
      .returning({ id: payments.id });
    // Recorded a moment ago by the other path (confirmation or webhook).
    if (!payment) return { purchases: await purchasesOfPayment(tx, intent.id), alreadyRecorded: true };

    const inserted = await tx
      .insert(purchases)
      .values(priced.map((product) => ({ userId, productId: product.id, paymentId: intent.id, amountCents: product.priceCents })))
      .onConflictDoNothing()
      .returning({ id: purchases.id, productId: purchases.productId });
    if (inserted.length !== priced.length) {
      // Bought through another payment in the meantime (two checkouts at once); this transaction is undone.
      unfulfilled('the buyer already owns one of the products');
      throw new AppError('already_owned', 'You already own one of these products.');
    }
    const purchaseIdOf = new Map(inserted.map((row) => [row.productId, row.id]));
    const splits = splitPayment(priced.map((product) => product.priceCents));
    await tx.insert(sales).values(
      priced.map((product, i) => ({
        kind: 'sale' as const,
        purchaseId: purchaseIdOf.get(product.id)!,
        productId: product.id,
        creatorId: product.creatorId,
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
    return { purchases: inserted.sort((a, b) => a.id - b.id), alreadyRecorded: false };
  });
}
