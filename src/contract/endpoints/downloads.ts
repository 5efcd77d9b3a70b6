import { endpoint } from '../endpoint.js';
import type { downloadParams, savedProgress, saveProgressInput } from '../purchases.js';

export const downloadEndpoints = {
  /** The product's file, streamed (ranges, HEAD too): a link the browser follows, so it has no answer schema. */
  file: endpoint<typeof downloadParams>('GET', '/api/download/:id'),
  /** The same bytes under the same rule, sent inline for the page's player (ranges, HEAD too). */
  stream: endpoint<typeof downloadParams>('GET', '/api/purchases/:id/stream'),
  /** Where the buyer stopped listening; an older write than the stored one changes nothing. */
  saveProgress: endpoint<typeof saveProgressInput, typeof savedProgress>('PUT', '/api/purchases/:id/progress'),
};
