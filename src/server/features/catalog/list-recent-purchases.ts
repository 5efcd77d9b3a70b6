import { and, between, desc, eq, isNull } from 'drizzle-orm';
import type { RecentPurchase } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { isPublished } from './present-product.js';

const RECENT_LIMIT = 10;
const RECENT_WINDOW_MS = 7 * 86_400_000;

/** "Maya R.": a buyer is shown by first name and last initial only, never in full or by e-mail. */
export function publicBuyerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** The latest real purchases of published products, for the social-proof popup. */
export async function listRecentPurchases(ctx: AppContext, { now }: { now: Date }): Promise<RecentPurchase[]> {
  const rows = await ctx.db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      productId: products.id,
      productTitle: products.title,
      purchasedAt: purchases.createdAt,
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .innerJoin(products, eq(products.id, purchases.productId))
    // A deleted account's purchases stay in the ledger but are not shown as anyone's.
    .where(
      and(
        eq(purchases.status, 'active'),
        // Never a purchase dated ahead of now (a backdated import, another clock): "just purchased" means it happened.
        between(purchases.createdAt, new Date(now.getTime() - RECENT_WINDOW_MS), now),
        isPublished,
        isNull(users.deletedAt),
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(RECENT_LIMIT);
  return rows.map((row) => ({
    buyerName: publicBuyerName(row.firstName, row.lastName),
    productId: row.productId,
    productTitle: row.productTitle,
    purchasedAt: row.purchasedAt.toISOString(),
  }));
}
