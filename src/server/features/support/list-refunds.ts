import { desc, eq, type SQL } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { AdminRefund, RefundStatus } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { refunds, supportTickets } from '../../db/schema/care.js';
import { purchases } from '../../db/schema/commerce.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

/** Refund rows shaped for the admin queue, newest first. */
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
  return rows.map(({ refund, purchase, product, buyer, message }) => ({
    id: refund.id,
    status: refund.status,
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    decidedAt: refund.decidedAt?.toISOString() ?? null,
    ticketId: refund.ticketId,
    message,
    purchase: {
      id: purchase.id,
      purchasedAt: purchase.createdAt.toISOString(),
      amount: centsToPrice(purchase.amountCents),
      downloadCount: purchase.downloadCount,
      status: purchase.status,
    },
    product,
    buyer: { id: buyer.id, firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email },
  }));
}

export async function listRefunds(
  ctx: AppContext,
  options: { actor: UserRow; status?: RefundStatus | undefined },
): Promise<AdminRefund[]> {
  assertAdmin(ctx, options.actor);
  return queryAdminRefunds(ctx.db, options.status ? eq(refunds.status, options.status) : undefined);
}
