import type { coverFileParams } from '../catalog.js';
import { endpoint } from '../endpoint.js';

export const imageEndpoints = {
  /** One stored width of a product cover, streamed as image/webp (names come from `coverUrl`). */
  cover: endpoint<typeof coverFileParams>('GET', '/api/images/:name'),
};
