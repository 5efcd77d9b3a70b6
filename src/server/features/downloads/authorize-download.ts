import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { AppError, notFound } from '../../lib/errors.js';

export const PURCHASE_REQUIRED_MESSAGE = 'You must purchase this product to download it';

/**
 * Who may download a product's file: a buyer with a purchase that stands (not refunded), and the
 * creator. Archived products stay downloadable for their buyers.
 */
export async function authorizeDownload(db: Database, options: { userId: number; productId: number }) {
  const [product] = await db
    .select({
      id: products.id,
      creatorId: products.creatorId,
      fileKey: products.fileKey,
      fileName: products.fileName,
      fileType: products.fileType,
    })
    .from(products)
    .where(eq(products.id, options.productId));
  if (!product) throw notFound('Product');
  if (product.creatorId === options.userId) return { product, purchaseId: null };
  const [purchase] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, options.userId), eq(purchases.productId, product.id), eq(purchases.status, 'active')));
  if (!purchase) throw new AppError('forbidden', PURCHASE_REQUIRED_MESSAGE);
  return { product, purchaseId: purchase.id };
}
