import { desc, eq } from 'drizzle-orm';
import type { CreatorSale } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { sales } from '../../db/schema/commerce.js';
import type { UserRow } from '../auth/present-user.js';

/** The ledger lines of the creator's sales, newest first; a refund shows as a reversal line with negated figures. */
export async function listCreatorSales(ctx: AppContext, { actor }: { actor: UserRow }): Promise<CreatorSale[]> {
  const rows = await ctx.db
    .select({ sale: sales, title: products.title })
    .from(sales)
    .innerJoin(products, eq(products.id, sales.productId))
    .where(eq(sales.creatorId, actor.id))
    .orderBy(desc(sales.createdAt), desc(sales.id));
  return rows.map(({ sale, title }) => ({
    id: sale.id,
    kind: sale.kind,
    product: { id: sale.productId, title },
    createdAt: sale.createdAt.toISOString(),
    amount: centsToPrice(sale.amountCents),
    platformFee: centsToPrice(sale.platformFeeCents),
    processingFee: centsToPrice(sale.processingFeeCents),
    creatorEarnings: centsToPrice(sale.creatorEarningsCents),
  }));
}
