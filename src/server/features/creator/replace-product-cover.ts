import { eq } from 'drizzle-orm';
import type { Multipart } from '@fastify/multipart';
import type { CreatorProduct } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { assertCreatorOwnsProduct } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { readUploadedImage } from '../images/read-cover-part.js';
import { removeCoverIfUnused, storeCover } from '../images/store-cover.js';
import { findCreatorProducts } from './present-creator-product.js';

export interface ReplaceProductCoverOptions {
  actor: UserRow;
  productId: number;
  parts: AsyncIterable<Multipart>;
  now: Date;
}

/**
 * PUT /api/creator/products/:id/image: a new cover for the creator's own product (404 for anyone
 * else's). The old cover's files go once no product uses them; a refused picture changes nothing.
 */
export async function replaceProductCover(
  ctx: AppContext,
  { actor, productId, parts, now }: ReplaceProductCoverOptions,
): Promise<CreatorProduct> {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
  assertCreatorOwnsProduct(actor, product);

  const cover = await readUploadedImage(parts);
  await storeCover(ctx.storage, cover);
  try {
    await ctx.db
      .update(products)
      .set({ imageKey: cover.key, imagePlaceholder: cover.placeholder, updatedAt: now })
      .where(eq(products.id, product.id));
  } catch (error) {
    await removeCoverIfUnused(ctx, cover.key);
    throw error;
  }
  if (product.imageKey && product.imageKey !== cover.key) await removeCoverIfUnused(ctx, product.imageKey);
  const [updated] = await findCreatorProducts(ctx.db, eq(products.id, product.id));
  return updated!;
}
