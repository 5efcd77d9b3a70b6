import { eq, sql } from 'drizzle-orm';
import type { CartItem } from '../../../contract/cart.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems } from '../../db/schema/commerce.js';
import { AppError, notFound } from '../../lib/errors.js';
import { assertNotOwnProduct } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { hasProductAccess } from '../subscriptions/access.js';
import { countTrafficEvent } from '../traffic/count-traffic.js';
import { presentCartLine, selectCartLines } from './list-cart-lines.js';

export interface AddToCartOptions {
  actor: UserRow;
  productId: number;
  // The source tag of the product page the buyer added it from (docs/decisions/051).
  source: string;
  now: Date;
}

export async function addToCart(ctx: AppContext, { actor, productId, source, now }: AddToCartOptions): Promise<CartItem> {
  const { db } = ctx;
  const userId = actor.id;
  const [product] = await db
    .select({
      creatorId: products.creatorId,
      status: products.status,
      owned: sql<boolean>`${hasProductAccess(db, { userId, productId, now })}`,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.status !== 'published') throw notFound('Product');
  assertNotOwnProduct(actor, product);
  if (product.owned) throw new AppError('already_owned', 'You already own this product');

  // The unique (user, product) constraint decides between two simultaneous adds.
  const inserted = await db.transaction(async (tx) => {
    const [line] = await tx
      .insert(cartItems)
      .values({ userId, productId, source })
      .onConflictDoNothing()
      .returning({ id: cartItems.id });
    if (line) await countTrafficEvent(tx, { kind: 'cart', productId, source, now });
    return line;
  });
  if (!inserted) throw new AppError('already_in_cart', 'This product is already in your cart');
  const [line] = await selectCartLines(db, { userId, now, cartItemId: inserted.id });
  // Unpublished or bought in the moment since the checks above.
  if (!line) throw notFound('Product');
  return presentCartLine(line);
}
