import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { AdminRefund, RefundStatus } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { refunds, supportTickets } from '../../db/schema/care.js';
import { downloads, purchases } from '../../db/schema/commerce.js';
import { paidStatus } from '../../lib/ledger.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

/** When each purchase's file was downloaded, newest first. */
async function downloadTimesByPurchase(db: Database, purchaseIds: number[]) {
  const times = new Map<number, string[]>();
  if (purchaseIds.length === 0) return times;
  const rows = await db
    .select({ purchaseId: downloads.purchaseId, createdAt: downloads.createdAt })
    .from(downloads)
    .where(inArray(downloads.purchaseId, purchaseIds))
    .orderBy(desc(downloads.createdAt));
  for (const { purchaseId, createdAt } of rows) {
    if (purchaseId === null) continue;
    times.set(purchaseId, [...(times.get(purchaseId) ?? []), createdAt.toISOString()]);
  }
  return times;
}

/** Every refund request of each buyer, newest first, for judging a request against the buyer's history. */
async function refundsByBuyer(db: Database, buyerIds: number[]) {
  const history = new Map<number, AdminRefund['buyerOtherRefunds'][number][]>();
  if (buyerIds.length === 0) return history;
  const rows = await db
    .select({
      id: refunds.id,
      userId: refunds.userId,
      status: refunds.status,
      createdAt: refunds.createdAt,
      productTitle: products.title,
    })
    .from(refunds)
    .innerJoin(purchases, eq(purchases.id, refunds.purchaseId))
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(inArray(refunds.userId, buyerIds))
    .orderBy(desc(refunds.createdAt), desc(refunds.id));
  for (const { userId, createdAt, ...refund } of rows) {
    history.set(userId, [...(history.get(userId) ?? []), { ...refund, createdAt: createdAt.toISOString() }]);
  }
  return history;
}

/** Refund rows shaped for the admin queue, newest first, with the purchase's downloads and the buyer's other refunds. */
export async function queryAdminRefunds(db: Database, where?: SQL): Promise<AdminRefund[]> {
  const rows = await db
    .select({
      refund: refunds,
      purchase: purchases,
      product: { id: products.id, title: products.title },
      buyer: users,
      message: supportTickets.message,
    })
    .from(refunds)
    .innerJoin(purchases, eq(purchases.id, refunds.purchaseId))
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .leftJoin(supportTickets, eq(supportTickets.id, refunds.ticketId))
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(200);
  const downloadTimes = await downloadTimesByPurchase(db, [...new Set(rows.map((row) => row.purchase.id))]);
  const buyerRefunds = await refundsByBuyer(db, [...new Set(rows.map((row) => row.buyer.id))]);
  return rows.map(({ refund, purchase, product, buyer, message }) => ({
    id: refund.id,
    status: refund.status,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    decidedAt: refund.decidedAt?.toISOString() ?? null,
    decisionNote: refund.decisionNote,
    ticketId: refund.ticketId,
    message,
    purchase: {
      id: purchase.id,
      purchasedAt: purchase.createdAt.toISOString(),
      amount: centsToPrice(purchase.amountCents),
      downloadCount: purchase.downloadCount,
      downloadedAt: downloadTimes.get(purchase.id) ?? [],
      status: paidStatus(purchase.status),
    },
    product,
    buyer: { id: buyer.id, firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email },
    buyerOtherRefunds: (buyerRefunds.get(buyer.id) ?? []).filter((other) => other.id !== refund.id),
  }));
}

export interface ListRefundsOptions {
  actor: UserRow;
  status?: RefundStatus | undefined;
}

export async function listRefunds(ctx: AppContext, options: ListRefundsOptions): Promise<AdminRefund[]> {
  assertAdmin(ctx, options.actor);
  return queryAdminRefunds(ctx.db, options.status ? eq(refunds.status, options.status) : undefined);
}
