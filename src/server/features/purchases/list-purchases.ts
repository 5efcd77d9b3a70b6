import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Purchase } from '../../../contract/purchases.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { users } from '../../db/schema/auth.js';
import { listeningProgress, purchases } from '../../db/schema/commerce.js';
import { presentCover } from '../images/present-cover.js';
import { updateSince } from '../../lib/product-update.js';
import { fullName, type UserRow } from '../auth/present-user.js';

/**
 * The buyer's one-time products they still own (refunded ones drop out), newest first. Subscriptions
 * are listed apart (GET /api/subscriptions): their access follows the subscription, not a purchase.
 */
export async function listPurchases(ctx: AppContext, { actor }: { actor: UserRow }): Promise<Purchase[]> {
  const rows = await ctx.db
    .select({
      id: purchases.id,
      createdAt: purchases.createdAt,
      amountCents: purchases.amountCents,
      productId: products.id,
      title: products.title,
      imageKey: products.imageKey,
      imagePlaceholder: products.imagePlaceholder,
      tags: products.tags,
      priceCents: products.priceCents,
      fileSize: products.fileSize,
      fileName: products.fileName,
      fileUpdatedAt: products.fileUpdatedAt,
      updateNote: products.updateNote,
      fileType: products.fileType,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      positionSeconds: listeningProgress.positionSeconds,
      durationSeconds: listeningProgress.durationSeconds,
    })
    .from(purchases)
    .innerJoin(products, eq(products.id, purchases.productId))
    .innerJoin(users, eq(users.id, products.creatorId))
    .leftJoin(
      listeningProgress,
      and(eq(listeningProgress.userId, purchases.userId), eq(listeningProgress.productId, purchases.productId)),
    )
    .where(and(eq(purchases.userId, actor.id), eq(purchases.status, 'active'), isNull(purchases.subscriptionId)))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    amountPaid: centsToPrice(row.amountCents),
    product: {
      id: row.productId,
      title: row.title,
      ...presentCover(row),
      tags: row.tags,
      price: centsToPrice(row.priceCents),
      fileSize: row.fileSize,
      fileName: row.fileName,
      ...updateSince(row.createdAt, row),
      fileType: row.fileType,
      creatorName: fullName(row.creatorFirstName, row.creatorLastName),
    },
    listening:
      row.positionSeconds === null ? null : { positionSeconds: row.positionSeconds, durationSeconds: row.durationSeconds },
  }));
}
