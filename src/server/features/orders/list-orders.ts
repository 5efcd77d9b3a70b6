import { desc, eq } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { OrderSummary } from '../../../contract/orders.js';
import type { AppContext } from '../../context.js';
import { payments } from '../../db/schema/commerce.js';
import type { UserRow } from '../auth/present-user.js';
import { discountOf, selectOrderItems } from './order-items.js';

/** Every payment the buyer made, newest first, with its items as recorded (two queries, whatever the count). */
export async function listOrders(ctx: AppContext, { actor }: { actor: UserRow }): Promise<OrderSummary[]> {
  const paid = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.userId, actor.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const items = await selectOrderItems(
    ctx.db,
    paid.map((payment) => payment.id),
  );
  return paid.map((payment) => {
    const own = items.filter((item) => item.paymentId === payment.id);
    return {
      receiptNumber: payment.id,
      paidAt: payment.createdAt.toISOString(),
      items: own.map((item) => ({
        productId: item.productId,
        title: item.title,
        price: centsToPrice(item.amountCents),
        status: item.status,
        ...(item.gift ? { gift: item.gift } : {}),
      })),
      discount: centsToPrice(discountOf(own)),
      total: centsToPrice(payment.amountCents),
    };
  });
}
