import { and, eq, inArray } from 'drizzle-orm';
import type { CartItem } from '../../../contract/cart.js';
import type { AppContext } from '../../context.js';
import { cartItems, discountCodes } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import { listCartLines, selectCartLines } from './list-cart-lines.js';
import { discountProblem } from './price-line.js';

/**
 * Applies a typed code to the cart lines of the products it belongs to (any case), and answers the cart
 * re-priced. A code for none of them, expired or used up is refused with the reason; nothing is counted
 * until the purchase is recorded.
 */
export async function applyDiscount(
  ctx: AppContext,
  { actor, code, now }: { actor: UserRow; code: string; now: Date },
): Promise<CartItem[]> {
  const lines = await selectCartLines(ctx.db, { userId: actor.id, now });
  const buyable = lines.filter((line) => !line.isSubscription);
  const typed = code.trim().toUpperCase();
  const found =
    buyable.length === 0
      ? []
      : await ctx.db
          .select()
          .from(discountCodes)
          .where(
            and(
              eq(discountCodes.code, typed),
              inArray(
                discountCodes.productId,
                buyable.map((line) => line.productId),
              ),
            ),
          );
  if (found.length === 0)
    throw new AppError('validation_failed', `The code ${typed} does not apply to anything in your cart.`, {
      fields: { code: `The code ${typed} does not apply to anything in your cart.` },
    });
  const usable = found.filter((discount) => discountProblem(discount, now) === null);
  if (usable.length === 0) {
    const reason = discountProblem(found[0]!, now)!;
    throw new AppError('validation_failed', reason, { fields: { code: reason } });
  }
  await ctx.db.transaction(async (tx) => {
    for (const discount of usable)
      await tx
        .update(cartItems)
        .set({ discountCodeId: discount.id })
        .where(and(eq(cartItems.userId, actor.id), eq(cartItems.productId, discount.productId)));
  });
  return listCartLines(ctx, { actor, now });
}

/** Takes every code off the buyer's cart. */
export async function removeDiscounts(ctx: AppContext, { actor, now }: { actor: UserRow; now: Date }): Promise<CartItem[]> {
  await ctx.db.update(cartItems).set({ discountCodeId: null }).where(eq(cartItems.userId, actor.id));
  return listCartLines(ctx, { actor, now });
}
