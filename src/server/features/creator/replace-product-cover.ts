import { eq } from 'drizzle-orm';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { CreatorProduct } from '../../../contract/creator.js';
import { COVER_FIELD } from '../../../contract/product-image.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { AppError } from '../../lib/errors.js';
import { assertCreatorOwnsProduct } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { encodeUploadedCover, readCoverPart } from '../images/read-cover-part.js';
import { removeCoverIfUnused, storeCover } from '../images/store-cover.js';
import { findCreatorProducts } from './present-creator-product.js';
import { bodyParts } from './store-upload.js';

/**
 * PUT /api/creator/products/:id/image: a new cover for the creator's own product (404 for anyone
 * else's). The old cover's files go once no product uses them; a refused picture changes nothing.
 */
export async function replaceProductCover(
  ctx: AppContext,
  { actor, productId, parts }: { actor: UserRow; productId: number; parts: AsyncIterable<Multipart> },
): Promise<CreatorProduct> {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
  assertCreatorOwnsProduct(actor, product);

  let part: MultipartFile | undefined;
  try {
    for await (const next of bodyParts(parts)) {
      if (next.type === 'file' && next.fieldname === COVER_FIELD) {
        part = next;
        break;
      }
      if (next.type === 'file') next.file.resume();
    }
    if (!part) throw new AppError('validation_failed', 'Choose a cover image', { fields: { image: 'Choose a cover image' } });
    const cover = await encodeUploadedCover(await readCoverPart(part));
    await storeCover(ctx.storage, cover);
    try {
      await ctx.db
        .update(products)
        .set({ imageKey: cover.key, imagePlaceholder: cover.placeholder, updatedAt: new Date() })
        .where(eq(products.id, product.id));
    } catch (error) {
      await removeCoverIfUnused(ctx, cover.key);
      throw error;
    }
    if (product.imageKey && product.imageKey !== cover.key) await removeCoverIfUnused(ctx, product.imageKey);
    const [updated] = await findCreatorProducts(ctx.db, eq(products.id, product.id));
    return updated!;
  } finally {
    if (part && !part.file.readableEnded) part.file.resume();
  }
}
