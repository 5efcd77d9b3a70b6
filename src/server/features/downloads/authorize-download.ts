import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { notFound } from '../../lib/errors.js';
import { assertMayDownload } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

/**
 * The product whose file the actor asks for, and their purchase (none for its creator). Archived
 * products stay downloadable for their buyers.
 */
export async function authorizeDownload(ctx: AppContext, { actor, productId }: { actor: UserRow; productId: number }) {
  const [product] = await ctx.db
    .select({
      id: products.id,
      creatorId: products.creatorId,
      fileKey: products.fileKey,
      fileName: products.fileName,
      fileType: products.fileType,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw notFound('Product');
  // A creator downloading their own file has no purchase to count the download against.
  const [purchase] =
    product.creatorId === actor.id
      ? []
      : await ctx.db
          .select({ id: purchases.id })
          .from(purchases)
          .where(and(eq(purchases.userId, actor.id), eq(purchases.productId, product.id), eq(purchases.status, 'active')));
  assertMayDownload(actor, product, purchase);
  return { product, purchaseId: purchase?.id ?? null };
}
