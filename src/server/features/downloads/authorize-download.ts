import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { notFound } from '../../lib/errors.js';
import { assertMayDownload } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { hasProductAccess } from '../subscriptions/access.js';

/**
 * The product whose file the actor asks for, and the purchase its download counts against: the
 * one-time purchase, or the latest paid period of a subscription (none during a free trial, none for
 * its creator). Archived products stay downloadable for their buyers.
 */
export interface AuthorizeDownloadOptions {
  actor: UserRow;
  productId: number;
  now: Date;
}

export async function authorizeDownload(ctx: AppContext, { actor, productId, now }: AuthorizeDownloadOptions) {
  const [found] = await ctx.db
    .select({
      id: products.id,
      creatorId: products.creatorId,
      fileKey: products.fileKey,
      fileName: products.fileName,
      fileType: products.fileType,
      hasAccess: sql<boolean>`${hasProductAccess(ctx.db, { userId: actor.id, productId: products.id, now })}`,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!found) throw notFound('Product');
  const { hasAccess, ...product } = found;
  const [purchase] =
    hasAccess && product.creatorId !== actor.id
      ? await ctx.db
          .select({ id: purchases.id })
          .from(purchases)
          .where(and(eq(purchases.userId, actor.id), eq(purchases.productId, product.id), eq(purchases.status, 'active')))
          .orderBy(desc(purchases.createdAt), desc(purchases.id))
          .limit(1)
      : [];
  assertMayDownload(actor, product, hasAccess ? { purchaseId: purchase?.id ?? null } : undefined);
  return { product, purchaseId: purchase?.id ?? null };
}
