import { endpoint } from '../endpoint.js';
import type {
  creatorAnalytics,
  creatorLevel,
  creatorProduct,
  creatorProductList,
  creatorProfile,
  creatorProfileRequest,
  productIdParams,
} from '../creator.js';
import type { updateCreatorProductInput, uploadAnswer } from '../uploads.js';

export const creatorEndpoints = {
  // Multipart: the product's fields and file (and an optional cover), read part by part by the handler.
  upload: endpoint<undefined, typeof uploadAnswer>('POST', '/api/products', 201),
  products: endpoint<undefined, typeof creatorProductList>('GET', '/api/creator/products'),
  update: endpoint<typeof updateCreatorProductInput, typeof creatorProduct>('PATCH', '/api/creator/products/:id'),
  // Multipart: the new cover image.
  replaceCover: endpoint<typeof productIdParams, typeof creatorProduct>('PUT', '/api/creator/products/:id/image'),
  // Multipart: the new product file; the old one is kept until the new one is stored.
  replaceFile: endpoint<typeof productIdParams, typeof creatorProduct>('PUT', '/api/creator/products/:id/file'),
  analytics: endpoint<undefined, typeof creatorAnalytics>('GET', '/api/creator/analytics'),
  level: endpoint<undefined, typeof creatorLevel>('GET', '/api/creator/level'),
  profile: endpoint<undefined, typeof creatorProfile>('GET', '/api/creator/profile'),
  updateProfile: endpoint<typeof creatorProfileRequest, typeof creatorProfile>('PUT', '/api/creator/profile'),
};
