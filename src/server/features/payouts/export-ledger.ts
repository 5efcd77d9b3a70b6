import type { FastifyReply } from 'fastify';
import type { LedgerExportQuery } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { sendCsv } from '../../lib/csv.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { creatorLedger, ledgerBatches, ledgerPeriod, lineType, moneyColumns, refundState } from './ledger-export.js';

const DAY_MS = 86_400_000;

/** A creator's sales and refunds as a CSV download, every line of their ledger, oldest first. */
export function exportCreatorSales(ctx: AppContext, { actor, reply }: { actor: UserRow; reply: FastifyReply }) {
  return sendCsv(reply, {
    fileName: 'sales.csv',
    header: [
      'Date',
      'Type',
      'Product',
      'Price paid',
      'Discount code',
      'Platform fee',
      'Processing fee',
      'Earnings',
      'Refund state',
    ],
    batches: mapBatches(ledgerBatches(ctx.db, creatorLedger(actor.id)), (line) => [
      line.createdAt.toISOString(),
      lineType(line),
      line.title,
      ...moneyColumns(line),
      refundState(line),
    ]),
  });
}

/** The whole ledger of a period (UTC days, both included) for an admin, every creator's lines, oldest first. */
export function exportLedger(
  ctx: AppContext,
  { actor, from, to, reply }: LedgerExportQuery & { actor: UserRow; reply: FastifyReply },
) {
  assertAdmin(ctx, actor);
  const until = new Date(Date.parse(to) + DAY_MS);
  return sendCsv(reply, {
    fileName: `ledger-${from}-to-${to}.csv`,
    header: [
      'Date',
      'Type',
      'Line id',
      'Payment reference',
      'Product id',
      'Product',
      'Creator id',
      'Buyer id',
      'Price paid',
      'Discount code',
      'Platform fee',
      'Processing fee',
      'Creator earnings',
      'Refund state',
    ],
    batches: mapBatches(ledgerBatches(ctx.db, ledgerPeriod(new Date(from), until)), (line) => [
      line.createdAt.toISOString(),
      lineType(line),
      line.id,
      line.paymentId,
      line.productId,
      line.title,
      line.creatorId,
      line.buyerId,
      ...moneyColumns(line),
      refundState(line),
    ]),
  });
}

async function* mapBatches<T, R>(batches: AsyncIterable<T[]>, map: (item: T) => R): AsyncGenerator<R[]> {
  for await (const batch of batches) yield batch.map(map);
}
