import { desc, eq, sql } from 'drizzle-orm';
import type { CreatorSale } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { sales } from '../../db/schema/commerce.js';
import type { UserRow } from '../auth/present-user.js';
import { refundedSale, settlesAt } from './balance.js';

export interface ListCreatorSalesOptions {
  actor: UserRow;
  now: Date;
}

/**
 * The ledger lines of the creator's sales, newest first; a refund shows as a reversal line with negated
 * figures. A sale inside the hold carries the day its earnings become available.
 */
export async function listCreatorSales(ctx: AppContext, { actor, now }: ListCreatorSalesOptions): Promise<CreatorSale[]> {
  const { holdDays } = ctx.config.payouts;
  const rows = await ctx.db
    .select({
      sale: sales,
      title: products.title,
      reversed: sql<boolean>`${refundedSale}`,
    })
    .from(sales)
    .innerJoin(products, eq(products.id, sales.productId))
    .where(eq(sales.creatorId, actor.id))
    .orderBy(desc(sales.createdAt), desc(sales.id));
  // Held exactly as the balance holds it: a sale, not refunded, sold within the hold.
  const heldUntil = (sale: typeof sales.$inferSelect, reversed: boolean) => {
    const settles = settlesAt(sale.createdAt, holdDays);
    return sale.kind === 'sale' && !reversed && settles >= now ? settles.toISOString() : null;
  };
  return rows.map(({ sale, title, reversed }) => ({
    id: sale.id,
    kind: sale.kind,
    product: { id: sale.productId, title },
    createdAt: sale.createdAt.toISOString(),
    amount: centsToPrice(sale.amountCents),
    platformFee: centsToPrice(sale.platformFeeCents),
    processingFee: centsToPrice(sale.processingFeeCents),
    creatorEarnings: centsToPrice(sale.creatorEarningsCents),
    availableOn: heldUntil(sale, reversed),
  }));
}
