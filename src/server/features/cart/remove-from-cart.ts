import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems } from '../../db/schema/commerce.js';
import { notFound } from '../../lib/errors.js';

/** Removes one of the user's cart lines; someone else's line is "not found", never a hint that it exists. */
export async function removeFromCart(db: Database, options: { userId: number; cartItemId: number }) {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, options.cartItemId), eq(cartItems.userId, options.userId)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound('Cart item');
}
