import { and, asc, eq, gt, gte, lt, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { discountCodes, purchases, sales } from '../../db/schema/commerce.js';
import { refundedSale } from './balance.js';

// Ledger lines per statement on the embedded database. PostgreSQL writes each batch's CSV as one text of about
// 75 KB: small enough to stay in V8's young generation (under its 128 KB large-object size) and die there once
// sent (docs/decisions/054).
const BATCH = 500;
// Ledger lines per COPY (about 300 KB). A COPY holds its pooled connection until the reader has taken its lines,
// and the driver's read timeout (DATABASE_STATEMENT_TIMEOUT_MS + DATABASE_CONNECT_TIMEOUT_MS, 35 s by default)
// ends one that takes longer: a reader of about 10 KB/s still gets the whole export, and one that stalls without
// leaving frees the connection.
const COPY_BATCH = 2_000;

/**
 * A text cell as RFC 4180 writes it: quoted when it holds a quote, comma or line break, and with a leading
 * quote when a spreadsheet would run it as a formula (it starts with = + - @ or a tab or CR and is not a
 * number). Null is the empty cell.
 */
const textCell = (value: SQL) => {
  const safe = sql`(case when ${value} ~ '^[=+\\-@\\t\\r]' and ${value} !~ '^-?[0-9]+([.][0-9]+)?$' then '''' || ${value} else ${value} end)`;
  return sql`(case when ${value} is null then '' when ${safe} ~ '[",\\r\\n]' then '"' || replace(${safe}, '"', '""') || '"' else ${safe} end)`;
};

/** Cents as the app writes a price: "12.50", "-12.50" (centsToPrice). */
const moneyCell = (cents: SQLWrapper) =>
  sql`((case when ${cents} < 0 then '-' else '' end) || (abs(${cents}) / 100)::text || '.' || lpad((abs(${cents}) % 100)::text, 2, '0'))`;

/** The columns a ledger export may have, each as the SQL of its CSV cell. */
export const ledgerCells = {
  // ISO 8601 in UTC to the millisecond, as Date.toISOString writes it.
  date: sql`to_char(${sales.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  type: sql`(case when ${sales.kind} = 'sale' then 'sale' else 'refund' end)`,
  lineId: sql`${sales.id}::text`,
  paymentId: textCell(sql`${sales.paymentId}`),
  productId: sql`${sales.productId}::text`,
  title: textCell(sql`${products.title}`),
  creatorId: sql`${sales.creatorId}::text`,
  buyerId: sql`${sales.buyerId}::text`,
  pricePaid: moneyCell(sales.amountCents),
  discountCode: textCell(sql`${discountCodes.code}`),
  platformFee: moneyCell(sales.platformFeeCents),
  processingFee: moneyCell(sales.processingFeeCents),
  earnings: moneyCell(sales.creatorEarningsCents),
  // A sale refunded or not, or the refund of which sale.
  refundState: sql`(case when ${sales.kind} = 'reversal' then 'refund of sale ' || ${sales.reversesSaleId}::text when ${refundedSale} then 'refunded' else 'not refunded' end)`,
};

/**
 * The CSV text of the ledger lines `where` selects, oldest first, one batch per statement by keyset on the id
 * (never an offset, never the whole set): the ledger is append-only, so a line is read once even while sales
 * keep coming. PostgreSQL formats each line, so no object per row is made in the server. On PostgreSQL the
 * lines come through COPY in Buffers and never become JS strings: the strings of 1,000,000 lines, garbage
 * promoted to V8's old generation, were what grew the server's memory (docs/decisions/054).
 */
export async function* ledgerCsv(
  { db, copyText }: Pick<AppContext, 'db' | 'copyText'>,
  options: { where: SQL | undefined; columns: SQL[] },
): AsyncGenerator<string | Buffer> {
  const line = sql.join(options.columns, sql`|| ',' ||`);
  const lines = (afterId: number, limit: number) =>
    db
      .select({ id: sales.id, line: sql<string>`${line} || chr(13) || chr(10)`.as('line') })
      .from(sales)
      .innerJoin(products, eq(products.id, sales.productId))
      .leftJoin(purchases, eq(purchases.id, sales.purchaseId))
      .leftJoin(discountCodes, eq(discountCodes.id, purchases.discountCodeId))
      .where(and(gt(sales.id, afterId), options.where))
      .orderBy(asc(sales.id))
      .limit(limit);
  let afterId = 0;
  if (copyText) {
    for (;;) {
      const read = yield* copyText(lines(afterId, COPY_BATCH).getSQL());
      if (read.rows < COPY_BATCH) return;
      afterId = read.lastKey;
    }
  }
  for (;;) {
    const batch = lines(afterId, BATCH).as('batch');
    const [read] = await db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        lastId: sql<number | null>`max(${batch.id})`.mapWith(Number),
        text: sql<string | null>`string_agg(${batch.line}, '' order by ${batch.id})`,
      })
      .from(batch);
    if (read?.text) yield read.text;
    if (!read || read.count < BATCH) return;
    afterId = read.lastId!;
  }
}

/** The lines of one creator's sales and refunds. */
export const creatorLedger = (creatorId: number) => eq(sales.creatorId, creatorId);

/** The lines dated within [from, until). */
export const ledgerPeriod = (from: Date, until: Date) => and(gte(sales.createdAt, from), lt(sales.createdAt, until));
