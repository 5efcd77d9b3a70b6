import type { FastifyReply } from 'fastify';
import type { LedgerExportQuery } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { sendCsv } from '../../lib/csv.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { creatorLedger, ledgerCells as cell, ledgerCsv, ledgerPeriod } from './ledger-export.js';

const DAY_MS = 86_400_000;

// The last columns of both exports: the money of the line as the sales list shows it, and its refund state.
const moneyAndState = [cell.pricePaid, cell.discountCode, cell.platformFee, cell.processingFee, cell.earnings, cell.refundState];

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
    chunks: ledgerCsv(ctx, {
      where: creatorLedger(actor.id),
      columns: [cell.date, cell.type, cell.title, ...moneyAndState],
    }),
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
    chunks: ledgerCsv(ctx, {
      where: ledgerPeriod(new Date(from), until),
      columns: [
        cell.date,
        cell.type,
        cell.lineId,
        cell.paymentId,
        cell.productId,
        cell.title,
        cell.creatorId,
        cell.buyerId,
        ...moneyAndState,
      ],
    }),
  });
}
