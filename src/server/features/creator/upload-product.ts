import { eq } from 'drizzle-orm';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger } from 'fastify';
import { priceToCents } from '../../../contract/money.js';
import { COVER_FIELD } from '../../../contract/product-image.js';
import { PREVIEW_FIELD } from '../../../contract/previews.js';
import { UPLOAD_MESSAGES, type UploadAnswer, uploadFields } from '../../../contract/uploads.js';
import type { AppContext } from '../../context.js';
import { categories, products } from '../../db/schema/catalog.js';
import { AppError } from '../../lib/errors.js';
import { assertNoOtherPublished, publishingGuarded } from '../../lib/one-product.js';
import { bodyParts } from '../../lib/multipart.js';
import { parseInput } from '../../lib/validate.js';
import { moderateListing } from '../moderation/moderate-listing.js';
import { aiModerationAdvisor } from '../moderation/ai-moderation-advisor.js';
import type { UserRow } from '../auth/present-user.js';
import { findCreatorProducts } from './present-creator-product.js';
import { queueListingEmail } from '../moderation/queue-listing-email.js';
import type { Database } from '../../db/client.js';
import { storePreviewUpload, storeUpload } from './store-upload.js';
import { ensurePreview } from '../previews/make-preview.js';
import { encodeUploadedCover, readCoverPart } from '../images/read-cover-part.js';
import { generateCover, removeCoverIfUnused, storeCover } from '../images/store-cover.js';

export interface UploadProductOptions {
  actor: UserRow;
  parts: AsyncIterable<Multipart>;
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * POST /api/products. The text fields must come before the file part (the web client sends them
 * first): everything that can refuse the upload is decided before a byte of the file is stored. The
 * file then streams to storage under a generated key; if anything fails afterwards the file is removed.
 * An optional cover image part (`image`) and the creator's own preview (`preview`, an mp3 or PDF) may come
 * between the fields and the file; without a preview, a published product gets the one the server makes.
 */
export async function uploadProduct(ctx: AppContext, { actor, parts, now, log }: UploadProductOptions): Promise<UploadAnswer> {
  const raw: Record<string, string | string[]> = {};
  let file: MultipartFile | undefined;
  let imagePart: MultipartFile | undefined;
  let image: Buffer | undefined;
  let previewPart: MultipartFile | undefined;
  let preview: { key: string; type: string } | undefined;
  try {
    for await (const part of bodyParts(parts)) {
      // The optional cover comes after the fields and before the product file; it is small enough to hold.
      if (part.type === 'file' && part.fieldname === COVER_FIELD && !image) {
        imagePart = part;
        image = await readCoverPart(part);
        continue;
      }
      // Streamed to storage as it arrives (it may be large); removed below if the upload is refused.
      if (part.type === 'file' && part.fieldname === PREVIEW_FIELD && !preview) {
        previewPart = part;
        preview = await storePreviewUpload(ctx.storage, part);
        continue;
      }
      if (part.type === 'file') {
        file = part;
        break;
      }
      if (part.valueTruncated)
        throw new AppError('validation_failed', `${part.fieldname} is too long`, { fields: { [part.fieldname]: 'Too long' } });
      const value = String(part.value);
      const previous = raw[part.fieldname];
      raw[part.fieldname] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }

    const fields = parseInput(uploadFields, single(raw, ['tags']));
    const [category] = await ctx.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.id, fields.categoryId));
    if (!category)
      throw new AppError('validation_failed', UPLOAD_MESSAGES.category, { fields: { categoryId: UPLOAD_MESSAGES.category } });

    const verdict = await moderateListing({ ...fields, category: category.name }, { advisor: aiModerationAdvisor(ctx.ai) });
    if (verdict.action === 'reject') {
      throw new AppError('content_rejected', `Content not approved: ${verdict.feedback.join(' ')}`, {
        feedback: verdict.feedback,
      });
    }
    if (!file) throw new AppError('validation_failed', UPLOAD_MESSAGES.file, { fields: { file: UPLOAD_MESSAGES.file } });
    const publish = verdict.action === 'approve';
    if (publish) await assertNoOtherPublished(ctx.db, actor.id);

    // Encoded before the product file is stored, so a picture sharp cannot read refuses the upload
    // with nothing written. Without one the product gets its own generated cover (about 0.1 s).
    const cover = image ? await encodeUploadedCover(image) : await generateCover(fields);
    const stored = await storeUpload(ctx.storage, file);
    let row: { id: number } | undefined;
    try {
      await storeCover(ctx.storage, cover);
      const insert = (db: Pick<Database, 'insert'> = ctx.db) =>
        db
          .insert(products)
          .values({
            creatorId: actor.id,
            categoryId: fields.categoryId,
            title: fields.title,
            description: fields.description,
            priceCents: priceToCents(fields.price)!,
            tags: fields.tags,
            status: publish ? 'published' : 'pending_review',
            moderationFeedback: verdict.feedback.length > 0 ? verdict.feedback.join('\n') : null,
            imageKey: cover.key,
            imagePlaceholder: cover.placeholder,
            fileKey: stored.key,
            fileName: stored.fileName,
            fileSize: stored.fileSize,
            fileType: stored.fileType,
            isSubscription: fields.isSubscription,
            subscriptionInterval: fields.isSubscription ? fields.subscriptionInterval! : null,
            trialDays: fields.isSubscription ? fields.trialDays : 0,
            ...(preview ? { previewKey: preview.key, previewType: preview.type, previewOwn: true } : {}),
          })
          .returning({ id: products.id });
      // A held listing and the creator's e-mail about it (with the advice) are written together.
      [row] = await (publish
        ? publishingGuarded(ctx.db, actor.id, () => insert())
        : ctx.db.transaction(async (tx) => {
            const inserted = await insert(tx);
            await queueListingEmail(tx, {
              siteUrl: ctx.config.siteUrl,
              productId: inserted[0]!.id,
              outcome: 'held',
              now,
            });
            return inserted;
          }));
    } catch (error) {
      await ctx.storage.remove(stored.key);
      await removeCoverIfUnused(ctx, cover.key);
      throw error;
    }
    if (publish) await ensurePreview(ctx, row!.id, log);
    const [product] = await findCreatorProducts(ctx.db, eq(products.id, row!.id));
    return {
      product: product!,
      feedback: verdict.feedback,
      moderationResult: { action: verdict.action, reasons: verdict.reasons },
    };
  } catch (error) {
    if (preview) await ctx.storage.remove(preview.key);
    throw error;
  } finally {
    // A refusal before the file was read: drain the part so the client gets the answer.
    if (file && !file.file.readableEnded) file.file.resume();
    if (imagePart && !imagePart.file.readableEnded) imagePart.file.resume();
    if (previewPart && !previewPart.file.readableEnded) previewPart.file.resume();
  }
}

/** Multipart repeats a field by sending it again; only `lists` may hold several values, the rest keep the last. */
function single(raw: Record<string, string | string[]>, lists: string[]) {
  return Object.fromEntries(
    Object.entries(raw).map(([key, value]) => [key, Array.isArray(value) && !lists.includes(key) ? value.at(-1) : value]),
  );
}
