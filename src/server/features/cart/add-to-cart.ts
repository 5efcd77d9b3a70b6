import { eq, sql } from 'drizzle-orm';
import type { CartItem } from '../../../contract/cart.js';
import { centsToPrice, priceToCents } from '../../../contract/money.js';
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
  // A pay-what-you-want product's named price, as typed (checked by the contract).
  price?: string;
  now: Date;
}

export async function addToCart(ctx: AppContext, { actor, productId, source, price, now }: AddToCartOptions): Promise<CartItem> {
  const { db } = ctx;
  const userId = actor.id;
  const [product] = await db
    .select({
      creatorId: products.creatorId,
      status: products.status,
      minPriceCents: products.minPriceCents,
      owned: sql<boolean>`${hasProductAccess(db, { userId, productId, now })}`,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (product?.status !== 'published') throw notFound('Product');
  assertNotOwnProduct(actor, product);
  if (product.owned) throw new AppError('already_owned', 'You already own this product');
  const namedPriceCents = namedPrice(product.minPriceCents, price);

  // The unique (user, product) constraint decides between two simultaneous adds.
  const inserted = await db.transaction(async (tx) => {
    const [line] = await tx
      .insert(cartItems)
      .values({ userId, productId, source, namedPriceCents })
      .onConflictDoNothing()
      .returning({ id: cartItems.id });
    if (line) await countTrafficEvent(tx, { kind: 'cart', productId, source, now });
    return line;
  });
  if (!inserted) throw new AppError('already_in_cart', 'This product is already in your cart');
  const [line] = await selectCartLines(db, { userId, now, cartItemId: inserted.id });
  // Unpublished or bought in the moment since the checks above.
  if (!line) throw notFound('Product');
  return presentCartLine(line, now);
}

/** The price a buyer names: only for a pay-what-you-want product, and never below its minimum. */
function namedPrice(minPriceCents: number | null, price: string | undefined): number | null {
  if (price === undefined) return null;
  if (minPriceCents === null) throw priceError('This product has a fixed price');
  const cents = priceToCents(price)!;
  if (cents < minPriceCents) throw priceError(`The least you can pay for this product is $${centsToPrice(minPriceCents)}`);
  return cents;
}

const priceError = (message: string) => new AppError('validation_failed', message, { fields: { price: message } });
