import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { pdfGetsMadeSample } from '../../../contract/previews.js';
import { products } from '../../db/schema/catalog.js';
import { cutMp3 } from './cut-mp3.js';
import { pdfSample } from './pdf-sample.js';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The preview the server makes of a product file: the first minute of an mp3, the first pages of a PDF up to
 * PDF_SAMPLE_MAX_BYTES, or none.
 */
export async function makePreviewOf(ctx: Pick<AppContext, 'storage'>, file: { key: string; type: string; size: number }) {
  if (file.type === 'audio/mpeg') {
    const audio = await cutMp3(ctx.storage.read(file.key));
    return audio && { bytes: audio, type: 'audio/mpeg', extension: 'mp3' };
  }
  if (file.type === 'application/pdf' && pdfGetsMadeSample(file.size)) {
    return { bytes: await pdfSample(await readAll(ctx.storage.read(file.key))), type: 'application/pdf', extension: 'pdf' };
  }
  return undefined;
}

/**
 * Gives a published product without a preview the one the server makes of its file. Called after the write
 * that published the product or replaced its file, never inside it: making one takes up to a second or two.
 * The preview is stored first and the row points at it only if the file is still the one it was made from
 * and no preview came meanwhile; otherwise it is removed. A file it cannot be made from (a damaged or
 * encrypted PDF) leaves the product without a preview, and the product as it was.
 */
export async function ensurePreview(ctx: AppContext, productId: number, log: FastifyBaseLogger): Promise<void> {
  const [product] = await ctx.db
    .select({
      fileKey: products.fileKey,
      fileType: products.fileType,
      fileSize: products.fileSize,
      previewKey: products.previewKey,
      status: products.status,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product || product.previewKey || product.status !== 'published') return;
  let key: string | undefined;
  try {
    const made = await makePreviewOf(ctx, { key: product.fileKey, type: product.fileType, size: product.fileSize });
    if (!made) return;
    key = `preview-${crypto.randomUUID()}.${made.extension}`;
    await ctx.storage.put(key, made.bytes);
    const [written] = await ctx.db
      .update(products)
      .set({ previewKey: key, previewType: made.type, previewOwn: false })
      .where(and(eq(products.id, productId), eq(products.fileKey, product.fileKey), isNull(products.previewKey)))
      .returning({ id: products.id });
    if (!written) await ctx.storage.remove(key);
  } catch (error) {
    log.warn({ err: error, productId }, 'no preview could be made of the product file');
    if (key) await ctx.storage.remove(key).catch(() => undefined);
  }
}
