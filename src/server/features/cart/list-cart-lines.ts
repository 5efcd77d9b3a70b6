import { and, asc, eq, ne, not } from 'drizzle-orm';
import type { CartItem } from '../../../contract/cart.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { categories, products } from '../../db/schema/catalog.js';
import { cartItems, discountCodes } from '../../db/schema/commerce.js';
import { hasProductAccess } from '../subscriptions/access.js';
import { presentCover } from '../images/present-cover.js';
import { fullName, type UserRow } from '../auth/present-user.js';
import { priceLine } from './price-line.js';

/**
 * The buyer's cart lines that can still be bought: published products, not their own, not already
 * owned (nor subscribed to). The cart page and the amount charged both come from this one query, so they always agree.
 */
export async function selectCartLines(db: Database, options: { userId: number; now: Date; cartItemId?: number }) {
  const { userId, cartItemId } = options;
  return db
    .select({
      id: cartItems.id,
      productId: products.id,
      createdAt: cartItems.createdAt,
      source: cartItems.source,
      title: products.title,
      description: products.description,
      priceCents: products.priceCents,
      isSubscription: products.isSubscription,
      subscriptionInterval: products.subscriptionInterval,
      trialDays: products.trialDays,
      minPriceCents: products.minPriceCents,
      namedPriceCents: cartItems.namedPriceCents,
      discountCodeId: cartItems.discountCodeId,
      discountCode: discountCodes.code,
      discountKind: discountCodes.kind,
      discountValue: discountCodes.value,
      discountExpiresAt: discountCodes.expiresAt,
      discountMaxUses: discountCodes.maxUses,
      discountUsedCount: discountCodes.usedCount,
      imageKey: products.imageKey,
      imagePlaceholder: products.imagePlaceholder,
      category: categories.name,
      sellerFirstName: users.firstName,
      sellerLastName: users.lastName,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, products.creatorId))
    .leftJoin(discountCodes, eq(discountCodes.id, cartItems.discountCodeId))
    .where(
      and(
        eq(cartItems.userId, userId),
        cartItemId === undefined ? undefined : eq(cartItems.id, cartItemId),
        eq(products.status, 'published'),
        ne(products.creatorId, userId),
        not(hasProductAccess(db, { userId, productId: products.id, now: options.now })),
      ),
    )
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export type CartLine = Awaited<ReturnType<typeof selectCartLines>>[number];

/** A cart line priced by the one pricing rule. */
export function priceCartLine(line: CartLine, now: Date) {
  const discount =
    line.discountCodeId !== null && line.discountCode !== null
      ? {
          code: line.discountCode,
          kind: line.discountKind!,
          value: line.discountValue!,
          expiresAt: line.discountExpiresAt,
          maxUses: line.discountMaxUses,
          usedCount: line.discountUsedCount!,
        }
      : null;
  return priceLine({ ...line, discount }, now);
}

/** The actor's cart as the cart page shows it. */
export interface ListCartLinesOptions {
  actor: UserRow;
  now: Date;
}

export async function listCartLines(ctx: AppContext, { actor, now }: ListCartLinesOptions): Promise<CartItem[]> {
  const lines = await selectCartLines(ctx.db, { userId: actor.id, now });
  return lines.map((line) => presentCartLine(line, now));
}

export function presentCartLine(line: CartLine, now: Date): CartItem {
  const priced = priceCartLine(line, now);
  // A subscription shows its price per period (a free trial's "nothing today" is the checkout's to say).
  const price = centsToPrice(line.isSubscription ? line.priceCents : priced.chargedCents);
  const cover = presentCover(line);
  return {
    id: line.id,
    productId: line.productId,
    title: line.title,
    description: line.description,
    category: line.category,
    seller: fullName(line.sellerFirstName, line.sellerLastName),
    price,
    ...cover,
    product: { id: line.productId, title: line.title, description: line.description, price, imageUrl: cover.imageUrl },
    createdAt: line.createdAt.toISOString(),
    fullPrice: line.isSubscription ? price : centsToPrice(priced.fullCents),
    discount:
      priced.discountCents > 0 && line.discountCode !== null
        ? { code: line.discountCode, saving: centsToPrice(priced.discountCents) }
        : null,
    payWhatYouWant: line.minPriceCents === null ? null : { minimum: centsToPrice(line.minPriceCents) },
    problem: priced.problem,
    subscription:
      line.isSubscription && line.subscriptionInterval
        ? { interval: line.subscriptionInterval, trialDays: line.trialDays }
        : null,
  };
}
