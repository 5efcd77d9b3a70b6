import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { refunds } from '../../db/schema/care.js';
import { purchases, sales } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { refundPayment } from './refund-payment.js';

/**
 * Approves a refund in one transaction: the purchase ends (status refunded, so downloads stop), each
 * sale gets a reversal row with its figures negated (the ledger is never edited), the refund row is
 * approved and the payment provider returns the money. If the provider fails, nothing is changed.
 */
export async function approveRefund(
  ctx: AppContext,
  options: { purchaseId: number; refundId?: number; reason: string; decidedBy: number | null; now: Date },
) {
  const { purchaseId, now } = options;
  return ctx.db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!purchase) throw new AppError('not_found', 'Purchase not found');
    if (purchase.status !== 'active') throw new AppError('conflict', 'This purchase has already been refunded');
    await tx.update(purchases).set({ status: 'refunded', refundedAt: now }).where(eq(purchases.id, purchaseId));

    const sold = await tx.select().from(sales).where(and(eq(sales.purchaseId, purchaseId), eq(sales.kind, 'sale')));
    if (sold.length > 0) {
      await tx.insert(sales).values(
        sold.map((sale) => ({
          kind: 'reversal' as const,
          purchaseId,
          productId: sale.productId,
          creatorId: sale.creatorId,
          buyerId: sale.buyerId,
          paymentId: sale.paymentId,
          amountCents: -sale.amountCents,
          platformFeeCents: -sale.platformFeeCents,
          processingFeeCents: -sale.processingFeeCents,
          creatorEarningsCents: -sale.creatorEarningsCents,
          reversesSaleId: sale.id,
          createdAt: now,
        })),
      );
    }
    await tx
      .update(products)
      .set({ salesCount: sql`greatest(${products.salesCount} - 1, 0)` })
      .where(eq(products.id, purchase.productId));

    const decided = { status: 'approved' as const, reason: options.reason, decidedBy: options.decidedBy, decidedAt: now };
    const [refund] = options.refundId
      ? await tx.update(refunds).set(decided).where(eq(refunds.id, options.refundId)).returning()
      : await tx.insert(refunds).values({ purchaseId, userId: purchase.userId, ...decided }).returning();
    if (!refund) throw new AppError('not_found', 'Refund not found');

    // Last, so a provider failure rolls everything back; the key makes a retried refund happen once.
    const { refundId } = await refundPayment(tx, purchase.paymentId, purchase.amountCents, `refund-purchase-${purchaseId}`);
    await tx.update(refunds).set({ providerRefundId: refundId }).where(eq(refunds.id, refund.id));
    return { ...refund, providerRefundId: refundId, purchase };
  });
}
