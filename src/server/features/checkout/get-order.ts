import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import type { Order } from '../../../contract/checkout.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { checkoutIntentLines, discountCodes, gifts, payments, purchases, subscriptions } from '../../db/schema/commerce.js';
import { paidStatus } from '../../lib/ledger.js';
import { assertOwnsOrder } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

/**
 * The recorded order of one payment, for its buyer. A payment that was never recorded (unpaid, still
 * open, or refunded before it became a purchase) has no order, so the success page cannot claim one.
 */
export async function getOrder(
  ctx: AppContext,
  { actor, paymentIntentId }: { actor: UserRow; paymentIntentId: string },
): Promise<Order> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentIntentId));
  assertOwnsOrder(actor, payment);
  const items = await ctx.db
    .select({
      productId: products.id,
      title: products.title,
      amountCents: purchases.amountCents,
      fileName: products.fileName,
      fileSize: products.fileSize,
      status: purchases.status,
      gift: { recipientEmail: gifts.recipientEmail, deliverOn: gifts.deliverOn, claimedAt: gifts.claimedAt },
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .leftJoin(gifts, eq(gifts.purchaseId, purchases.id))
    .where(eq(purchases.paymentId, payment.id))
    .orderBy(asc(purchases.id));
  // Subscriptions this checkout started with a free trial: on the order, with nothing charged today.
  const trials = await ctx.db
    .select({ productId: products.id, title: products.title, fileName: products.fileName, fileSize: products.fileSize })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(
      and(
        eq(subscriptions.checkoutIntentId, payment.id),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(purchases)
            .where(and(eq(purchases.paymentId, payment.id), eq(purchases.productId, subscriptions.productId))),
        ),
      ),
    )
    .orderBy(asc(subscriptions.id));
  // The terms of the subscriptions this checkout started, as the buyer saw them.
  const lines = await ctx.db
    .select({ line: checkoutIntentLines, code: discountCodes.code })
    .from(checkoutIntentLines)
    .leftJoin(discountCodes, eq(discountCodes.id, checkoutIntentLines.discountCodeId))
    .where(eq(checkoutIntentLines.intentId, payment.id));
  // The codes as charged: the receipt shows each one and what it saved.
  const discountOf = new Map(
    lines.flatMap(({ line, code }) =>
      code !== null && line.discountCents > 0
        ? [[line.productId, { code, saving: centsToPrice(line.discountCents) }] as const]
        : [],
    ),
  );
  const termsOf = new Map(
    lines.flatMap(({ line }) =>
      line.subscriptionInterval
        ? [[line.productId, { interval: line.subscriptionInterval, trialDays: line.trialDays }] as const]
        : [],
    ),
  );
  const withTerms = <T extends { productId: number }>(item: T) => ({
    ...item,
    subscription: termsOf.get(item.productId) ?? null,
    discount: discountOf.get(item.productId) ?? null,
  });
  return {
    receiptNumber: payment.id,
    paidAt: payment.createdAt.toISOString(),
    total: centsToPrice(payment.amountCents),
    items: [
      ...items.map(({ amountCents, status, gift, ...item }) =>
        withTerms({
          ...item,
          status: paidStatus(status),
          price: centsToPrice(amountCents),
          ...(gift
            ? { gift: { recipientEmail: gift.recipientEmail, deliverOn: gift.deliverOn, claimed: gift.claimedAt !== null } }
            : {}),
        }),
      ),
      ...trials.map((item) => withTerms({ ...item, price: centsToPrice(0), status: 'active' as const })),
    ],
  };
}
