import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems } from '../../db/schema/commerce.js';
import { hasProductAccess } from '../subscriptions/access.js';
import { countTrafficEvent } from '../traffic/count-traffic.js';

/**
 * A step of finishing a sign-up: the product the visitor pressed Add to Cart on while signed out goes
 * into the new account's cart, in the account's transaction. The same rules as Add to Cart, silently:
 * nothing for a product that is gone (unpublished, deleted), the buyer's own, or one they already have;
 * nothing twice (the unique line). The add counts for the source tag of the page the product was on.
 * Answers whether a line was added.
 */
export async function addWantedProduct(
  tx: Database,
  { userId, productId, source, now }: { userId: number; productId: number; source: string; now: Date },
): Promise<boolean> {
  const [forSale] = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'published'),
        ne(products.creatorId, userId),
        sql`not ${hasProductAccess(tx, { userId, productId, now })}`,
      ),
    );
  if (!forSale) return false;
  const added = await tx
    .insert(cartItems)
    .values({ userId, productId, source })
    .onConflictDoNothing()
    .returning({ id: cartItems.id });
  if (added.length > 0) await countTrafficEvent(tx, { kind: 'cart', productId, source, now });
  return added.length > 0;
}
