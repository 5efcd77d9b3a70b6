import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { categories, products } from '../../db/schema/catalog.js';
import { checkoutIntentLines, gifts, purchases } from '../../db/schema/commerce.js';
import { paidStatus } from '../../lib/ledger.js';

/** The recorded items of some payments at the prices paid (and the discount taken off), with each product's creator and category, in one query. */
export async function selectOrderItems(db: Database, paymentIds: string[]) {
  if (paymentIds.length === 0) return [];
  const rows = await db
    .select({
      paymentId: purchases.paymentId,
      productId: products.id,
      title: products.title,
      amountCents: purchases.amountCents,
      // What a discount code took off this line at checkout (docs/decisions/053).
      discountCents: checkoutIntentLines.discountCents,
      status: purchases.status,
      categorySlug: categories.slug,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      gift: {
        recipientEmail: gifts.recipientEmail,
        deliverOn: gifts.deliverOn,
        claimedAt: gifts.claimedAt,
      },
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, products.creatorId))
    .leftJoin(
      checkoutIntentLines,
      and(eq(checkoutIntentLines.intentId, purchases.paymentId), eq(checkoutIntentLines.productId, purchases.productId)),
    )
    .leftJoin(gifts, eq(gifts.purchaseId, purchases.id))
    .where(inArray(purchases.paymentId, paymentIds))
    .orderBy(asc(purchases.id));
  return rows.map(({ gift, ...row }) => ({
    ...row,
    status: paidStatus(row.status),
    gift: gift ? { recipientEmail: gift.recipientEmail, deliverOn: gift.deliverOn, claimed: gift.claimedAt !== null } : undefined,
  }));
}

/** What discount codes took off an order's items. */
export const discountOf = (items: { discountCents: number | null }[]) =>
  items.reduce((sum, item) => sum + (item.discountCents ?? 0), 0);
