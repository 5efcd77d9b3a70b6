import type { FastifyInstance } from 'fastify';
import { coverFileParams } from '../../../contract/catalog.js';
import { imageEndpoints } from '../../../contract/endpoints/images.js';
import type { CoverWidth } from '../../../contract/product-image.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { routesFor } from '../auth/current-user.js';
import { coverStorageKey } from './store-cover.js';

export async function imageRoutes(app: FastifyInstance, ctx: AppContext) {
  const { open } = routesFor(app, ctx);
  // Public: covers are shown to every visitor. A name is a hash of the bytes, so they never change.
  open(imageEndpoints.cover, { request: coverFileParams }, async ({ name }, { reply }) => {
    const [key, width] = name.replace('.webp', '').split('-') as [string, string];
    const storageKey = coverStorageKey(key, Number(width) as CoverWidth);
    const size = await ctx.storage.size(storageKey).catch(() => undefined);
    if (size === undefined) throw notFound('Image');
    return reply
      .header('content-type', 'image/webp')
      .header('content-length', String(size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(ctx.storage.read(storageKey));
  });
}
