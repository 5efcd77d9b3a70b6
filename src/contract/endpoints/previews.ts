import { endpoint } from '../endpoint.js';
import type { creatorProduct, productIdParams } from '../creator.js';
import type { downloadParams } from '../purchases.js';

export const previewEndpoints = {
  /** A published product's preview for anyone (ranges, HEAD too): the player's source, so no answer schema. */
  file: endpoint<typeof downloadParams>('GET', '/api/products/:id/preview'),
  // Multipart: the creator's own preview file, which replaces the one the server made.
  replace: endpoint<typeof productIdParams, typeof creatorProduct>('PUT', '/api/creator/products/:id/preview'),
};
