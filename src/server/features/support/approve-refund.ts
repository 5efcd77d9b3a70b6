import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { refunds } from '../../db/schema/care.js';
import { discountCodes, payments, purchases, sales } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { reversalOf } from '../../lib/ledger.js';
import { reviews } from '../../db/schema/reviews.js';
import { removeReviews } from '../reviews/remove-reviews.js';
import { recordAdminAction } from '../admin/record-admin-action.js';
import { cancelRefundedPeriodAtStripe, endRefundedPeriod } from '../subscriptions/end-refunded-period.js';
import { queueRefundEmail } from './queue-refund-email.js';
import { creatorRefund } from '../email/compose-email.js';
import { queueCreatorEmail } from '../email/queue-creator-email.js';
import { centsToPrice } from '../../../contract/money.js';

/**
 * Approves a refund. The payment provider returns the money first, under an idempotency key per
 * purchase; then one transaction ends the purchase (status refunded, so downloads stop), adds a
 * reversal row with each sale's figures negated (the ledger is never edited), withdraws the buyer's
 * review of it (a refunded buyer is no longer a verified one), gives back the use of its discount code, ends a subscription whose current
 * period it paid for (cancelled at Stripe first, for a Stripe Billing one), and approves the refund row. If the
 * provider fails nothing changes; if the transaction fails after the provider refunded, approving
 * again records it without refunding twice. An admin's approval (`decidedBy` set) writes its audit
 * row in the same transaction; the automatic approval is the system's and has none. The buyer's
 * e-mail, and the creator's (docs/decisions/048), are queued in the same transaction.
 */
export async function approveRefund(
  ctx: AppContext,
  options: {
    purchaseId: number;
    refundId?: number;
    reason: string;
    decidedBy: number | null;
    decisionNote?: string | null;
    now: Date;
  },
) {
  const { purchaseId, now } = options;
  const [current] = await ctx.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!current) throw new AppError('not_found', 'Purchase not found');
  if (current.status === 'refunded') throw new AppError('conflict', 'This purchase has already been refunded');
  // A purchase that cost nothing (a free order, a 100% code) has no money to return.
  const { refundId: providerRefundId } =
    current.amountCents === 0
      ? { refundId: null }
      : await ctx.payments.refund(current.paymentId, current.amountCents, {
          idempotencyKey: `refund-purchase-${purchaseId}`,
        });
  await cancelRefundedPeriodAtStripe(ctx, current);

  return ctx.db.transaction(async (tx) => {
    const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
    if (!purchase) throw new AppError('not_found', 'Purchase not found');
    if (purchase.status === 'refunded') throw new AppError('conflict', 'This purchase has already been refunded');
    await tx.update(purchases).set({ status: 'refunded', refundedAt: now }).where(eq(purchases.id, purchaseId));
    // Who paid: the buyer, or the giver of a gift (whose purchase may now be the recipient's; docs/decisions/058).
    const [payer] = await tx.select({ userId: payments.userId }).from(payments).where(eq(payments.id, purchase.paymentId));

    const sold = await tx
      .select()
      .from(sales)
      .where(and(eq(sales.purchaseId, purchaseId), eq(sales.kind, 'sale')));
    if (sold.length > 0) {
      await tx.insert(sales).values(sold.map((sale) => reversalOf(sale, now)));
    }
    const [product] = await tx.select({ title: products.title }).from(products).where(eq(products.id, purchase.productId));
    for (const sale of sold) {
      await queueCreatorEmail(tx, {
        creatorId: sale.creatorId,
        kind: 'refund',
        eventKey: String(sale.id),
        message: ({ firstName }) =>
          creatorRefund(ctx.config.siteUrl, {
            firstName,
            title: product!.title,
            price: centsToPrice(sale.amountCents),
            earningsReversed: centsToPrice(sale.creatorEarningsCents),
          }),
      });
    }
    await tx
      .update(products)
      .set({ salesCount: sql`greatest(${products.salesCount} - 1, 0)` })
      .where(eq(products.id, purchase.productId));
    // The code's use is given back, for another buyer.
    if (purchase.discountCodeId !== null)
      await tx
        .update(discountCodes)
        .set({ usedCount: sql`greatest(${discountCodes.usedCount} - 1, 0)` })
        .where(eq(discountCodes.id, purchase.discountCodeId));
    await removeReviews(tx, eq(reviews.purchaseId, purchaseId));
    await endRefundedPeriod(tx, { purchase, now });

    const decided = {
      status: 'approved' as const,
      reason: options.reason,
      decidedBy: options.decidedBy,
      decidedAt: now,
      decisionNote: options.decisionNote ?? null,
      providerRefundId,
    };
    const [refund] = options.refundId
      ? await tx
          .update(refunds)
          .set(decided)
          .where(and(eq(refunds.id, options.refundId), eq(refunds.status, 'pending')))
          .returning()
      : await tx
          .insert(refunds)
          .values({ purchaseId, userId: payer!.userId, ...decided })
          .returning();
    if (!refund) throw new AppError('conflict', 'This refund has already been decided');
    if (options.decidedBy !== null) {
      const note = decided.decisionNote;
      await recordAdminAction(tx, { actorId: options.decidedBy, action: 'refund.approve', targetId: refund.id, note });
    }
    await queueRefundEmail(tx, { siteUrl: ctx.config.siteUrl, purchaseId, approved: true, note: decided.decisionNote });
    return refund;
  });
}
