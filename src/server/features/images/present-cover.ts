import { coverUrl } from '../../../contract/product-image.js';

/** A product's cover as every answer shows it: the spec's `imageUrl`, derived from the stored key. */
export function presentCover(row: { imageKey: string | null; imagePlaceholder: string | null }) {
  return { imageUrl: row.imageKey ? coverUrl(row.imageKey) : null, imagePlaceholder: row.imagePlaceholder };
}
