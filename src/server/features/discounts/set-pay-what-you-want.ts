import { eq } from 'drizzle-orm';
import type { PayWhatYouWantAnswer } from '../../../contract/discounts.js';
import { centsToPrice, priceToCents } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import { ownPricedProduct } from './discount-codes.js';

/**
 * Turns pay what you want on with a minimum (0 gives it away to whoever wants it), or off with null. The
 * product's price stays the suggestion the product page fills in, so the minimum cannot exceed it.
 */
export async function setPayWhatYouWant(
  ctx: AppContext,
  { actor, productId, minimum }: { actor: UserRow; productId: number; minimum: string | null },
): Promise<PayWhatYouWantAnswer> {
  const product = await ownPricedProduct(ctx, actor, productId);
  const minPriceCents = minimum === null ? null : priceToCents(minimum)!;
  if (minPriceCents !== null && minPriceCents > product.priceCents) {
    const message = `The minimum cannot be above the suggested price of $${centsToPrice(product.priceCents)}`;
    throw new AppError('validation_failed', message, { fields: { minimum: message } });
  }
  await ctx.db.update(products).set({ minPriceCents }).where(eq(products.id, productId));
  return { minimum: minPriceCents === null ? null : centsToPrice(minPriceCents), suggested: centsToPrice(product.priceCents) };
}
