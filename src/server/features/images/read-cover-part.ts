import type { Multipart, MultipartFile } from '@fastify/multipart';
import { sharp } from './sharp.js';
import { type ACCEPTED_COVER_EXTENSIONS, COVER_FIELD, COVER_MAX_BYTES, COVER_MAX_MB } from '../../../contract/product-image.js';
import { AppError } from '../../lib/errors.js';
import { extensionOf } from '../../lib/file-name.js';
import { bodyParts, malformedUpload } from '../../lib/multipart.js';
import { COVER_MAX_INPUT_PIXELS, type EncodedCover, encodeCover } from './encode-cover.js';

type CoverFormat = 'jpeg' | 'png' | 'webp';

const formatByExtension: Record<(typeof ACCEPTED_COVER_EXTENSIONS)[number], CoverFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
};

const formatNames: Record<CoverFormat, string> = { jpeg: 'JPEG', png: 'PNG', webp: 'WebP' };

export function coverRejected(reason: string) {
  return new AppError('file_rejected', `Cover image rejected: ${reason}`, {
    feedback: [reason.charAt(0).toUpperCase() + reason.slice(1)],
    fields: { image: reason.charAt(0).toUpperCase() + reason.slice(1) },
  });
}

/** What the first bytes say the picture is, whatever its name claims. */
function sniffFormat(head: Buffer): CoverFormat | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

/**
 * Reads the cover image part (at most COVER_MAX_BYTES, held in memory: sharp needs the whole picture)
 * and checks it: JPEG, PNG or WebP by content, with an extension that agrees, and no larger canvas than
 * COVER_MAX_INPUT_PIXELS. Answers the bytes; a refusal leaves the rest of the part to be drained.
 */
export async function readCoverPart(part: MultipartFile): Promise<Buffer> {
  const extension = extensionOf(part.filename);
  const claimed = formatByExtension[extension as keyof typeof formatByExtension];
  if (!claimed) throw coverRejected('only JPEG, PNG or WebP images are accepted');

  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of part.file as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > COVER_MAX_BYTES)
        throw new AppError('payload_too_large', `Cover image is larger than the ${COVER_MAX_MB} MB limit`);
      chunks.push(chunk);
    }
  } catch (error) {
    // The part's stream fails only when the request body does (cut off, aborted, malformed).
    throw error instanceof AppError ? error : malformedUpload();
  }
  const bytes = Buffer.concat(chunks);
  const actual = sniffFormat(bytes);
  if (!actual) throw coverRejected('the file is not a JPEG, PNG or WebP image');
  if (actual !== claimed) throw coverRejected(`the file is a ${formatNames[actual]} image but is named .${extension}`);

  // The header alone says how large the canvas is: refuse a decompression bomb before decoding it.
  // metadata() reads only the header, so no pixel limit is needed to ask it.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!header?.width || !header.height || header.format !== actual) throw coverRejected('the image could not be read');
  if (header.width * header.height > COVER_MAX_INPUT_PIXELS)
    throw coverRejected(`the image is larger than ${COVER_MAX_INPUT_PIXELS / 1_000_000} megapixels`);
  return bytes;
}

/** Encodes a checked upload; a picture that is damaged past its header is the creator's problem, not a 500. */
export async function encodeUploadedCover(bytes: Buffer): Promise<EncodedCover> {
  try {
    return await encodeCover(bytes);
  } catch {
    throw coverRejected('the image could not be read');
  }
}

/**
 * The picture of a form whose only file is an image (a new product cover, a profile picture), read,
 * checked and encoded; other file parts are drained. Refuses a form without one.
 */
export async function readUploadedImage(parts: AsyncIterable<Multipart>): Promise<EncodedCover> {
  let part: MultipartFile | undefined;
  try {
    for await (const next of bodyParts(parts)) {
      if (next.type === 'file' && next.fieldname === COVER_FIELD) {
        part = next;
        break;
      }
      if (next.type === 'file') next.file.resume();
    }
    if (!part) throw new AppError('validation_failed', 'Choose an image', { fields: { image: 'Choose an image' } });
    return await encodeUploadedCover(await readCoverPart(part));
  } finally {
    if (part && !part.file.readableEnded) part.file.resume();
  }
}
