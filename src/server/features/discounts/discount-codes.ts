import { asc, eq } from 'drizzle-orm';
import type { DiscountCode, DiscountCodeRequest } from '../../../contract/discounts.js';
import { centsToPrice, priceToCents } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { discountCodes } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { assertCreatorOwnsProduct } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

type DiscountCodeRow = typeof discountCodes.$inferSelect;

function presentDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percentOff: row.kind === 'percent' ? row.value : null,
    amountOff: row.kind === 'amount' ? centsToPrice(row.value) : null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    maxUses: row.maxUses,
    usedCount: row.usedCount,
  };
}

/** The creator's own product that can take codes and named prices: a one-time product (subscriptions cannot). */
export async function ownPricedProduct(ctx: AppContext, actor: UserRow, productId: number) {
  const [product] = await ctx.db
    .select({ creatorId: products.creatorId, priceCents: products.priceCents, isSubscription: products.isSubscription })
    .from(products)
    .where(eq(products.id, productId));
  assertCreatorOwnsProduct(actor, product);
  if (product.isSubscription)
    throw new AppError('bad_request', 'Subscriptions take neither discount codes nor a price the buyer names.');
  return product;
}

export async function listDiscountCodes(ctx: AppContext, { actor, productId }: { actor: UserRow; productId: number }) {
  await ownPricedProduct(ctx, actor, productId);
  const rows = await ctx.db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.productId, productId))
    .orderBy(asc(discountCodes.id));
  return rows.map(presentDiscountCode);
}

/** A new code for the creator's product, kept upper-case so buyers may type it in any case. */
export async function createDiscountCode(
  ctx: AppContext,
  { actor, productId, now, ...request }: DiscountCodeRequest & { actor: UserRow; productId: number; now: Date },
): Promise<DiscountCode> {
  await ownPricedProduct(ctx, actor, productId);
  const expiresAt = request.expiresAt ? new Date(request.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw fieldError('expiresAt', 'Choose an expiry date in the future');
  const code = request.code.toUpperCase();
  const [row] = await ctx.db
    .insert(discountCodes)
    .values({
      productId,
      code,
      kind: request.kind,
      value: request.kind === 'percent' ? Number(request.value) : priceToCents(request.value)!,
      expiresAt,
      maxUses: request.maxUses ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('code', `This product already has the code ${code}`);
  return presentDiscountCode(row);
}

const fieldError = (field: string, message: string) =>
  new AppError('validation_failed', message, { fields: { [field]: message } });
