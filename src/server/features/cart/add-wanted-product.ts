import { and, eq, ne, sql } from 'drizzle-orm';
import { DIRECT_SOURCE } from '../../../contract/source-tag.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems } from '../../db/schema/commerce.js';
import { hasProductAccess } from '../subscriptions/access.js';
import { countTrafficEvent } from '../traffic/count-traffic.js';

/**
 * A step of finishing a sign-up: the product the visitor pressed Add to Cart on while signed out goes
 * into the new account's cart, in the account's transaction. The same rules as Add to Cart, silently:
 * nothing for a product that is gone (unpublished, deleted), the buyer's own, or one they already have;
 * nothing twice (the unique line). Answers whether a line was added.
 */
export async function addWantedProduct(
  tx: Database,
  { userId, productId, now }: { userId: number; productId: number; now: Date },
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
  const added = await tx.insert(cartItems).values({ userId, productId }).onConflictDoNothing().returning({ id: cartItems.id });
  // The sign-up does not carry the page's source tag: the add counts as direct (docs/decisions/051).
  if (added.length > 0) await countTrafficEvent(tx, { kind: 'cart', productId, source: DIRECT_SOURCE, now });
  return added.length > 0;
}
