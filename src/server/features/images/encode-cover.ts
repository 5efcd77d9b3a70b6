import crypto from 'node:crypto';
import { sharp } from './sharp.js';
import { COVER_HEIGHT, COVER_WIDTH, COVER_WIDTHS, type CoverWidth } from '../../../contract/product-image.js';

// A photo from any camera fits (a 50-megapixel frame); a small file declaring a huge canvas (a
// decompression bomb) is refused before it is decoded.
export const COVER_MAX_INPUT_PIXELS = 60_000_000;

export interface EncodedCover {
  /** Content-addressed: the same picture always gets the same key, so its files never change. */
  key: string;
  variants: { width: CoverWidth; data: Buffer }[];
  /** A tiny blurred WebP as a data URL, shown while the cover loads. */
  placeholder: string;
}

/**
 * Decodes an uploaded picture or an SVG drawn by the server, crops it to the cover's 4:3 shape and
 * encodes WebP at each cover width. sharp writes no metadata (EXIF, GPS, ICC) unless asked to.
 */
export async function encodeCover(input: Buffer): Promise<EncodedCover> {
  // One decode, cropped to the largest width; the smaller widths are made from it.
  const master = await sharp(input, { limitInputPixels: COVER_MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: 'attention' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: master.info };
  const variants = await Promise.all(
    COVER_WIDTHS.map(async (width) => ({
      width,
      data: await sharp(master.data, raw)
        .resize(width, Math.round((width * COVER_HEIGHT) / COVER_WIDTH))
        .webp({ quality: 78, effort: 2 })
        .toBuffer(),
    })),
  );
  const tiny = await sharp(master.data, raw).resize(16, 12).blur(0.6).webp({ quality: 40 }).toBuffer();
  const key = crypto.createHash('sha256').update(variants.at(-1)!.data).digest('hex').slice(0, 32);
  return { key, variants, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}
