import { endpoint } from '../endpoint.js';
import type { downloadParams } from '../purchases.js';

export const downloadEndpoints = {
  /** The product's file, streamed (ranges, HEAD too): a link the browser follows, so it has no answer schema. */
  file: endpoint<typeof downloadParams>('GET', '/api/download/:id'),
};
