import type { sales } from '../db/schema/commerce.js';

type SaleRow = typeof sales.$inferSelect;

/** The ledger never edits a sale: a refund adds this row, the sale's figures negated. */
export function reversalOf(sale: SaleRow, createdAt: Date): typeof sales.$inferInsert {
  return {
    kind: 'reversal',
    purchaseId: sale.purchaseId,
    productId: sale.productId,
    creatorId: sale.creatorId,
    buyerId: sale.buyerId,
    paymentId: sale.paymentId,
    amountCents: -sale.amountCents,
    platformFeeCents: -sale.platformFeeCents,
    processingFeeCents: -sale.processingFeeCents,
    creatorEarningsCents: -sale.creatorEarningsCents,
    reversesSaleId: sale.id,
    createdAt,
  };
}
