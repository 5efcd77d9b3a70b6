import { and, eq, sql } from 'drizzle-orm';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import type { CreatorProduct } from '../../../contract/creator.js';
import { replaceFileFields, UPLOAD_MESSAGES } from '../../../contract/uploads.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { AppError } from '../../lib/errors.js';
import { bodyParts } from '../../lib/multipart.js';
import { parseInput } from '../../lib/validate.js';
import { assertCreatorOwnsProduct } from '../auth/policy.js';
import { fullName, type UserRow } from '../auth/present-user.js';
import { productUpdated } from '../email/compose-email.js';
import { findCreatorProducts } from './present-creator-product.js';
import { queueUpdateEmails } from './queue-update-emails.js';
import { storeUpload } from './store-upload.js';
import { ensurePreview } from '../previews/make-preview.js';

export interface ReplaceProductFileOptions {
  actor: UserRow;
  productId: number;
  parts: AsyncIterable<Multipart>;
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * PUT /api/creator/products/:id/file: a new file for the creator's own product (404 for anyone else's),
 * with the upload's checks (type, content, 100 MB). The new file is stored under a new key first; the
 * row then points at it in one write and the old file goes. A refused or cut-off file changes nothing
 * and leaves nothing in storage. Buyers with access download the new file from then on, and see it as
 * "Updated" with the optional "What's new" note (sent as a field before the file) in My Purchases, and
 * are e-mailed about it unless they turned that off (docs/decisions/056).
 */
export async function replaceProductFile(
  ctx: AppContext,
  { actor, productId, parts, now, log }: ReplaceProductFileOptions,
): Promise<CreatorProduct> {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
  assertCreatorOwnsProduct(actor, product);

  let file: MultipartFile | undefined;
  const raw: Record<string, string> = {};
  try {
    for await (const part of bodyParts(parts)) {
      if (part.type === 'file') {
        file = part;
        break;
      }
      if (part.valueTruncated)
        throw new AppError('validation_failed', `${part.fieldname} is too long`, { fields: { [part.fieldname]: 'Too long' } });
      raw[part.fieldname] = String(part.value);
    }
    const { whatsNew } = parseInput(replaceFileFields, raw);
    if (product.status === 'suspended')
      throw new AppError('conflict', 'This product is hidden while your account is suspended and cannot be changed.');
    if (!file) throw new AppError('validation_failed', UPLOAD_MESSAGES.file, { fields: { file: UPLOAD_MESSAGES.file } });

    const stored = await storeUpload(ctx.storage, file);
    try {
      // Only if the file did not change meanwhile: two replacements at once keep one, and remove the other.
      const written = await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(products)
          .set({
            fileKey: stored.key,
            fileName: stored.fileName,
            fileSize: stored.fileSize,
            fileType: stored.fileType,
            fileUpdatedAt: now,
            updateNote: whatsNew || null,
            updatedAt: now,
            // A preview made of the old file goes with it; the creator's own stays (decision 052).
            previewKey: sql`case when ${products.previewOwn} then ${products.previewKey} end`,
            previewType: sql`case when ${products.previewOwn} then ${products.previewType} end`,
          })
          .where(and(eq(products.id, product.id), eq(products.fileKey, product.fileKey)))
          .returning({ id: products.id });
        if (row) {
          const creatorName = fullName(actor.firstName, actor.lastName);
          const message = productUpdated(ctx.config.siteUrl, { title: product.title, creatorName, whatsNew: whatsNew || null });
          await queueUpdateEmails(tx, { productId: product.id, message, now });
        }
        return row;
      });
      if (!written) throw new AppError('conflict', 'The file was replaced at the same moment. Reload the page and try again.');
    } catch (error) {
      await ctx.storage.remove(stored.key);
      throw error;
    }
    await ctx.storage.remove(product.fileKey);
    if (product.previewKey && !product.previewOwn) await ctx.storage.remove(product.previewKey);
    ctx.deliverEmailsSoon?.();
    await ensurePreview(ctx, product.id, log);
  } finally {
    if (file && !file.file.readableEnded) file.file.resume();
  }
  const [updated] = await findCreatorProducts(ctx.db, eq(products.id, product.id));
  return updated!;
}
