import type {
  categoryList,
  creatorPage,
  productList,
  productListQuery,
  productPageParams,
  productViewRequest,
  productViewers,
  recentPurchaseList,
  storeStats,
  product,
} from '../catalog.js';
import { endpoint } from '../endpoint.js';

export const catalogEndpoints = {
  categories: endpoint<undefined, typeof categoryList>('GET', '/api/categories'),
  products: endpoint<typeof productListQuery, typeof productList>('GET', '/api/products'),
  product: endpoint<typeof productPageParams, typeof product>('GET', '/api/products/:id'),
  // Up to RELATED_PRODUCTS_MAX other published products of the same category or sharing a tag.
  related: endpoint<typeof productPageParams, typeof productList>('GET', '/api/products/:id/related'),
  creator: endpoint<typeof productPageParams, typeof creatorPage>('GET', '/api/creators/:id'),
  stats: endpoint<undefined, typeof storeStats>('GET', '/api/stats'),
  recordView: endpoint<typeof productViewRequest, typeof productViewers>('POST', '/api/products/:id/views'),
  recentPurchases: endpoint<undefined, typeof recentPurchaseList>('GET', '/api/activity/recent-purchases'),
};
