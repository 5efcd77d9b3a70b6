/**
 * Product covers: every product has one, uploaded by its creator or generated from the product. The
 * server stores each cover as WebP at a few widths under a content-addressed key and serves them from
 * `/api/images/{key}-{width}.webp`; `imageUrl` names the middle width.
 */
import { endpointTarget } from './endpoint.js';
import { imageEndpoints } from './endpoints/images.js';

export const COVER_WIDTHS = [320, 640, 1024] as const;
export type CoverWidth = (typeof COVER_WIDTHS)[number];
// 4:3, the shape of cards and the product page: a cover never shifts the layout while it loads.
export const COVER_WIDTH = 1024;
export const COVER_HEIGHT = 768;

export const COVER_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_MAX_MB = 10;
export const ACCEPTED_COVER_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'] as const;
/** The upload's form field for the cover image. */
export const COVER_FIELD = 'image';

const coverKeyPattern = /^\/api\/images\/([0-9a-f]{32})-\d+\.webp$/;

export function coverUrl(key: string, width: CoverWidth = 640): string {
  return endpointTarget(imageEndpoints.cover, { name: `${key}-${width}.webp` }).url;
}

/** The key of a cover served by this app, or undefined for any other image address. */
export function coverKeyOf(imageUrl: string): string | undefined {
  return coverKeyPattern.exec(imageUrl)?.[1];
}

/** The `srcset` for a cover served by this app, or undefined for any other image address. */
export function coverSrcSet(imageUrl: string): string | undefined {
  const key = coverKeyOf(imageUrl);
  return key ? COVER_WIDTHS.map((width) => `${coverUrl(key, width)} ${width}w`).join(', ') : undefined;
}
