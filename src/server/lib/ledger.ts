import { CURRENCY } from '../../contract/money.js';
import type { Database } from '../db/client.js';
import { payments, purchases, sales } from '../db/schema/commerce.js';
import type { PaymentProvider } from '../providers/payments/payment-provider.js';
import { splitPayment } from './fees.js';

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

/** Keeps a payment once (its id is the primary key); false when it was kept already. */
export async function insertPayment(
  tx: Database,
  payment: { id: string; provider: PaymentProvider['name']; userId: number; amountCents: number; productIds: number[] },
): Promise<boolean> {
  const [row] = await tx
    .insert(payments)
    .values({ ...payment, currency: CURRENCY })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return row !== undefined;
}

/**
 * The ledger side of one payment, in the caller's transaction: a purchase per paid line and its sale,
 * split by the one fee policy (processing fee once per payment). A subscription's paid period names
 * its subscription and the period's end. Undefined when a line could not be kept (the buyer owns it
 * already, or that period is paid for already): the caller undoes the transaction.
 */
export async function recordPaidPurchases(
  tx: Database,
  options: {
    paymentId: string;
    userId: number;
    lines: {
      productId: number;
      creatorId: number;
      priceCents: number;
      discountCodeId?: number | null;
      subscriptionId: number | null;
      periodEnd: Date | null;
      // A checkout's source tag (docs/decisions/051); a renewal has none.
      source?: string;
      // Paid as a gift (docs/decisions/058): kept as the payer's 'gifted' purchase until the recipient claims it.
      gifted?: boolean;
    }[];
  },
) {
  const { paymentId, userId, lines } = options;
  if (lines.length === 0) return [];
  const inserted = await tx
    .insert(purchases)
    .values(
      lines.map((line) => ({
        userId,
        productId: line.productId,
        paymentId,
        amountCents: line.priceCents,
        discountCodeId: line.discountCodeId ?? null,
        subscriptionId: line.subscriptionId,
        periodEnd: line.periodEnd,
        status: line.gifted ? ('gifted' as const) : ('active' as const),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: purchases.id, productId: purchases.productId });
  if (inserted.length !== lines.length) return undefined;
  const purchaseIdOf = new Map(inserted.map((row) => [row.productId, row.id]));
  const splits = splitPayment(lines.map((line) => line.priceCents));
  await tx.insert(sales).values(
    lines.map((line, i) => ({
      kind: 'sale' as const,
      purchaseId: purchaseIdOf.get(line.productId)!,
      productId: line.productId,
      creatorId: line.creatorId,
      buyerId: userId,
      paymentId,
      source: line.source ?? null,
      ...splits[i]!,
    })),
  );
  return inserted;
}

/**
 * A purchase's status as its payer sees it: a gift not claimed yet (docs/decisions/058) is paid for and
 * stands, like an active purchase; only a refund changes that.
 */
export const paidStatus = (status: (typeof purchases.$inferSelect)['status']): 'active' | 'refunded' =>
  status === 'refunded' ? 'refunded' : 'active';
