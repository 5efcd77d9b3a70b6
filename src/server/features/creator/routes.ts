import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  creatorAnalytics,
  creatorLevel,
  productIdParams,
  creatorProduct,
  creatorProductList,
  updateCreatorProductRequest,
} from '../../../contract/creator.js';
import { UPLOAD_MAX_BYTES, uploadAnswer } from '../../../contract/uploads.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { getCreatorAnalytics } from './get-creator-analytics.js';
import { getCreatorLevel } from './get-creator-level.js';
import { listCreatorProducts } from './list-creator-products.js';
import { replaceProductCover } from './replace-product-cover.js';
import { updateCreatorProduct } from './update-creator-product.js';
import { uploadProduct } from './upload-product.js';

export async function creatorRoutes(app: FastifyInstance, ctx: AppContext) {
  // Scoped to this plugin: only the upload and cover routes accept multipart bodies.
  await app.register(multipart, {
    limits: {
      // busboy truncates a file past this and the upload answers 413; exactly 100 MB is allowed.
      fileSize: UPLOAD_MAX_BYTES,
      // The product file and an optional cover image.
      files: 2,
      fields: 20,
      // A 5,000-character description can take up to 20 KB as UTF-8.
      fieldSize: 32 * 1024,
      parts: 25,
    },
  });

  app.post('/api/products', async (request, reply) => {
    const actor = await requireUser(ctx, request);
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the product as a multipart form with its file');
    const answer = await uploadProduct(ctx, { actor, parts: request.parts() });
    return reply.code(201).send(uploadAnswer.parse(answer));
  });

  app.get('/api/creator/products', async (request) => {
    const actor = await requireUser(ctx, request);
    return creatorProductList.parse(await listCreatorProducts(ctx, { actor }));
  });

  app.patch('/api/creator/products/:id', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(productIdParams, request.params);
    const changes = parseInput(updateCreatorProductRequest, request.body ?? {});
    return creatorProduct.parse(await updateCreatorProduct(ctx, { actor, productId: id, ...changes }));
  });

  app.put('/api/creator/products/:id/image', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(productIdParams, request.params);
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the cover as a multipart form');
    return creatorProduct.parse(await replaceProductCover(ctx, { actor, productId: id, parts: request.parts() }));
  });

  app.get('/api/creator/analytics', async (request) => {
    const actor = await requireUser(ctx, request);
    return creatorAnalytics.parse(await getCreatorAnalytics(ctx, { actor }));
  });

  app.get('/api/creator/level', async (request) => {
    const actor = await requireUser(ctx, request);
    return creatorLevel.parse(await getCreatorLevel(ctx, { actor }));
  });
}
