import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import {
  creatorAnalytics,
  creatorLevel,
  creatorProduct,
  creatorProductList,
  creatorProfile,
  creatorProfileRequest,
  productIdParams,
} from '../../../contract/creator.js';
import { creatorEndpoints } from '../../../contract/endpoints/creator.js';
import { previewEndpoints } from '../../../contract/endpoints/previews.js';
import { UPLOAD_MAX_BYTES, updateCreatorProductInput, uploadAnswer } from '../../../contract/uploads.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { routesFor } from '../auth/current-user.js';
import { getCreatorProfile, updateCreatorProfile } from './creator-profile.js';
import { getCreatorAnalytics } from './get-creator-analytics.js';
import { getCreatorLevel } from './get-creator-level.js';
import { listCreatorProducts } from './list-creator-products.js';
import { replaceProductCover } from './replace-product-cover.js';
import { replaceProductFile } from './replace-product-file.js';
import { replaceProductPreview } from './replace-product-preview.js';
import { updateCreatorProduct } from './update-creator-product.js';
import { uploadProduct } from './upload-product.js';

export async function creatorRoutes(app: FastifyInstance, ctx: AppContext) {
  // Scoped to this plugin: only the upload, cover and file routes accept multipart bodies.
  await app.register(multipart, {
    limits: {
      // busboy truncates a file past this and the upload answers 413; exactly 100 MB is allowed.
      fileSize: UPLOAD_MAX_BYTES,
      // The product file, an optional cover image and an optional preview.
      files: 3,
      fields: 20,
      // A 5,000-character description can take up to 20 KB as UTF-8.
      fieldSize: 32 * 1024,
      parts: 25,
    },
  });
  const { signedIn } = routesFor(app, ctx);

  // Multipart: the action reads the parts as they stream in.
  signedIn(creatorEndpoints.upload, { answer: uploadAnswer }, ({ actor }, { request }) => {
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the product as a multipart form with its file');
    return uploadProduct(ctx, { actor, parts: request.parts(), now: new Date(), log: request.log });
  });

  signedIn(creatorEndpoints.products, { answer: creatorProductList }, ({ actor }) => listCreatorProducts(ctx, { actor }));

  signedIn(creatorEndpoints.update, { request: updateCreatorProductInput, answer: creatorProduct }, ({ actor, id, ...changes }) =>
    updateCreatorProduct(ctx, { actor, productId: id, ...changes, now: new Date() }),
  );

  signedIn(creatorEndpoints.replaceCover, { request: productIdParams, answer: creatorProduct }, ({ actor, id }, { request }) => {
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the cover as a multipart form');
    return replaceProductCover(ctx, { actor, productId: id, parts: request.parts(), now: new Date() });
  });

  signedIn(creatorEndpoints.replaceFile, { request: productIdParams, answer: creatorProduct }, ({ actor, id }, { request }) => {
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the file as a multipart form');
    return replaceProductFile(ctx, { actor, productId: id, parts: request.parts(), now: new Date(), log: request.log });
  });

  signedIn(previewEndpoints.replace, { request: productIdParams, answer: creatorProduct }, ({ actor, id }, { request }) => {
    if (!request.isMultipart()) throw new AppError('bad_request', 'Send the preview as a multipart form');
    return replaceProductPreview(ctx, { actor, productId: id, parts: request.parts() });
  });

  signedIn(creatorEndpoints.analytics, { answer: creatorAnalytics }, ({ actor }) =>
    getCreatorAnalytics(ctx, { actor, now: new Date() }),
  );

  signedIn(creatorEndpoints.level, { answer: creatorLevel }, ({ actor }) => getCreatorLevel(ctx, { actor }));

  signedIn(creatorEndpoints.profile, { answer: creatorProfile }, ({ actor }) => getCreatorProfile(ctx, { actor }));

  signedIn(creatorEndpoints.updateProfile, { request: creatorProfileRequest, answer: creatorProfile }, ({ actor, bio }) =>
    updateCreatorProfile(ctx, { actor, bio }),
  );
}
