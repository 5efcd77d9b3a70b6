import { and, eq } from 'drizzle-orm';
import type { CartItem } from '../../../contract/cart.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { cartItems, purchases } from '../../db/schema/commerce.js';
import { AppError, notFound } from '../../lib/errors.js';
import { listCartLines, presentCartLine } from './list-cart-lines.js';

export async function addToCart(db: Database, options: { userId: number; productId: number }): Promise<CartItem> {
  const { userId, productId } = options;
  const [product] = await db
    .select({ creatorId: products.creatorId, status: products.status })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.status !== 'published') throw notFound('Product');
  if (product.creatorId === userId) throw new AppError('bad_request', 'You cannot buy your own product');
  const [owned] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.productId, productId), eq(purchases.status, 'active')));
  if (owned) throw new AppError('already_owned', 'You already own this product');

  // The unique (user, product) constraint decides between two simultaneous adds.
  const [inserted] = await db
    .insert(cartItems)
    .values({ userId, productId })
    .onConflictDoNothing()
    .returning({ id: cartItems.id });
  if (!inserted) throw new AppError('already_in_cart', 'This product is already in your cart');
  const [line] = await listCartLines(db, { userId, cartItemId: inserted.id });
  // Unpublished or bought in the moment since the checks above.
  if (!line) throw notFound('Product');
  return presentCartLine(line);
}
