import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { preparedOnce } from '../../db/prepared.js';
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
  // One prepared statement: a player seeking asks for it on every range request.
  const [found] = await preparedOnce(ctx.db, 'download_access', () => {
    const userId = sql.placeholder('userId');
    const latestPurchase = ctx.db
      .select({ id: purchases.id, downloadCount: purchases.downloadCount })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.productId, products.id), eq(purchases.status, 'active')))
      .orderBy(desc(purchases.createdAt), desc(purchases.id))
      .limit(1)
      .as('latest_purchase');
    return ctx.db
      .select({
        id: products.id,
        creatorId: products.creatorId,
        fileKey: products.fileKey,
        fileName: products.fileName,
        fileType: products.fileType,
        hasAccess: sql<boolean>`${hasProductAccess(ctx.db, { userId, productId: products.id, now: sql.placeholder('now') })}`,
        purchaseId: latestPurchase.id,
        downloadCount: latestPurchase.downloadCount,
      })
      .from(products)
      .leftJoinLateral(latestPurchase, sql`true`)
      .where(eq(products.id, sql.placeholder('productId')));
  }).execute({ userId: actor.id, productId, now });
  if (!found) throw notFound('Product');
  const { hasAccess, purchaseId, downloadCount, ...product } = found;
  const purchase =
    hasAccess && product.creatorId !== actor.id && purchaseId !== null
      ? { id: purchaseId, delivered: (downloadCount ?? 0) > 0 }
      : null;
  assertMayDownload(actor, product, hasAccess ? { purchaseId: purchase?.id ?? null } : undefined);
  return { product, purchase };
}
