import { and, asc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { discountCodes, purchases, sales } from '../../db/schema/commerce.js';
import { refundedSale } from './balance.js';

// Rows read per query: large enough to keep the round trips few, small enough that memory stays flat.
const BATCH = 2000;

export type LedgerLine = Awaited<ReturnType<typeof readBatch>>[number];

function readBatch(db: Database, where: SQL | undefined, afterId: number) {
  return db
    .select({
      id: sales.id,
      kind: sales.kind,
      createdAt: sales.createdAt,
      paymentId: sales.paymentId,
      productId: sales.productId,
      title: products.title,
      creatorId: sales.creatorId,
      buyerId: sales.buyerId,
      amountCents: sales.amountCents,
      platformFeeCents: sales.platformFeeCents,
      processingFeeCents: sales.processingFeeCents,
      creatorEarningsCents: sales.creatorEarningsCents,
      reversesSaleId: sales.reversesSaleId,
      refunded: sql<boolean>`${refundedSale}`,
      discountCode: discountCodes.code,
    })
    .from(sales)
    .innerJoin(products, eq(products.id, sales.productId))
    .leftJoin(purchases, eq(purchases.id, sales.purchaseId))
    .leftJoin(discountCodes, eq(discountCodes.id, purchases.discountCodeId))
    .where(and(gt(sales.id, afterId), where))
    .orderBy(asc(sales.id))
    .limit(BATCH);
}

/**
 * The ledger lines `where` selects, oldest first, one batch at a time by keyset on the id (never an offset,
 * never the whole set): the ledger is append-only, so a line is read once even while sales keep coming.
 */
export async function* ledgerBatches(db: Database, where: SQL | undefined): AsyncGenerator<LedgerLine[]> {
  let afterId = 0;
  for (;;) {
    const rows = await readBatch(db, where, afterId);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    afterId = rows.at(-1)!.id;
  }
}

/** The lines of one creator's sales and refunds. */
export const creatorLedger = (creatorId: number) => eq(sales.creatorId, creatorId);

/** The lines dated within [from, until). */
export const ledgerPeriod = (from: Date, until: Date) => and(gte(sales.createdAt, from), lt(sales.createdAt, until));

/** What the "refund state" column says of a line: a sale refunded or not, or the refund of which sale. */
export function refundState(line: Pick<LedgerLine, 'kind' | 'refunded' | 'reversesSaleId'>): string {
  if (line.kind === 'reversal') return `refund of sale ${line.reversesSaleId}`;
  return line.refunded ? 'refunded' : 'not refunded';
}

/** The money columns of a line as the sales list shows them, with the discount code its purchase used. */
export const moneyColumns = (line: LedgerLine) => [
  centsToPrice(line.amountCents),
  line.discountCode,
  centsToPrice(line.platformFeeCents),
  centsToPrice(line.processingFeeCents),
  centsToPrice(line.creatorEarningsCents),
];

export const lineType = (line: Pick<LedgerLine, 'kind'>) => (line.kind === 'sale' ? 'sale' : 'refund');
