import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { cartItems } from '../../db/schema/commerce.js';
import { notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';

/** Removes one of the user's cart lines; someone else's line is "not found", never a hint that it exists. */
export async function removeFromCart(ctx: AppContext, { actor, cartItemId }: { actor: UserRow; cartItemId: number }) {
  const removed = await ctx.db
    .delete(cartItems)
    .where(and(eq(cartItems.id, cartItemId), eq(cartItems.userId, actor.id)))
    .returning({ id: cartItems.id });
  if (removed.length === 0) throw notFound('Cart item');
}
