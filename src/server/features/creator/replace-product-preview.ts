import { and, eq, isNull } from 'drizzle-orm';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { CreatorProduct } from '../../../contract/creator.js';
import { PREVIEW_FIELD } from '../../../contract/previews.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { AppError } from '../../lib/errors.js';
import { bodyParts } from '../../lib/multipart.js';
import { assertCreatorOwnsProduct } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { findCreatorProducts } from './present-creator-product.js';
import { storePreviewUpload } from './store-upload.js';

export interface ReplaceProductPreviewOptions {
  actor: UserRow;
  productId: number;
  parts: AsyncIterable<Multipart>;
}

/**
 * PUT /api/creator/products/:id/preview: the creator's own preview for their product (404 for anyone else's),
 * under the product file's checks. It replaces the preview the server made, or their earlier one, in one
 * guarded write, and stays when the product file is replaced later. A refused file changes nothing.
 */
export async function replaceProductPreview(
  ctx: AppContext,
  { actor, productId, parts }: ReplaceProductPreviewOptions,
): Promise<CreatorProduct> {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
  assertCreatorOwnsProduct(actor, product);
  let file: MultipartFile | undefined;
  try {
    for await (const part of bodyParts(parts)) {
      if (part.type === 'file') {
        file = part;
        break;
      }
    }
    if (product.status === 'suspended')
      throw new AppError('conflict', 'This product is hidden while your account is suspended and cannot be changed.');
    const missing = 'Choose a preview file (mp3 or PDF)';
    if (!file) throw new AppError('validation_failed', missing, { fields: { [PREVIEW_FIELD]: missing } });
    const stored = await storePreviewUpload(ctx.storage, file);
    const [written] = await ctx.db
      .update(products)
      .set({ previewKey: stored.key, previewType: stored.type, previewOwn: true })
      .where(
        and(
          eq(products.id, product.id),
          product.previewKey ? eq(products.previewKey, product.previewKey) : isNull(products.previewKey),
        ),
      )
      .returning({ id: products.id });
    if (!written) {
      await ctx.storage.remove(stored.key);
      throw new AppError('conflict', 'The preview changed at the same moment. Reload the page and try again.');
    }
    if (product.previewKey) await ctx.storage.remove(product.previewKey);
  } finally {
    if (file && !file.file.readableEnded) file.file.resume();
  }
  const [updated] = await findCreatorProducts(ctx.db, eq(products.id, product.id));
  return updated!;
}
