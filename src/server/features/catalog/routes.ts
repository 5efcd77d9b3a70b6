import type { FastifyInstance } from 'fastify';
import {
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
} from '../../../contract/catalog.js';
import { catalogEndpoints } from '../../../contract/endpoints/catalog.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { createMicroCache } from '../../lib/micro-cache.js';
import { JsonText } from '../../lib/route.js';
import { getCurrentUser, routesFor } from '../auth/current-user.js';
import { getCreatorPage } from './get-creator-page.js';
import { getProductJson } from './get-product.js';
import { getStoreStats } from './get-store-stats.js';
import { listCategories } from './list-categories.js';
import { listProductsJson } from './list-products.js';
import { listRecentPurchases } from './list-recent-purchases.js';
import { listRelatedProducts } from './list-related-products.js';
import { createProductTexts } from './product-texts.js';
import { recordProductView } from './record-product-view.js';

export async function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  const { open } = routesFor(app, ctx);
  // Public catalogue reads are the same for every visitor: answer repeats from a seconds-long cache,
  // of at most 8 million characters (about 8 MB: some 300 full list pages) however many searches differ.
  const cache = createMicroCache({
    ttlMs: ctx.config.catalogCacheSeconds * 1000,
    maxEntries: 2000,
    maxChars: 8_000_000,
  });
  const texts = createProductTexts();
  const cached = async (key: string, load: () => Promise<string>) => new JsonText(await cache.get(key, load));

  open(catalogEndpoints.categories, { answer: categoryList }, () => listCategories(ctx));

  open(catalogEndpoints.products, { request: productListQuery, answer: productList }, (query) =>
    cached(`list:${JSON.stringify(query)}`, () => listProductsJson(ctx, { texts, ...query })),
  );

  // A product page's id that is not an id names no product: a 404, as for a product that is gone.
  open(catalogEndpoints.product, { request: productPageParams, answer: product }, ({ id }) => {
    if (id === undefined) throw notFound('Product');
    return cached(`product:${id}`, () => getProductJson(ctx, { texts, productId: id }));
  });

  open(catalogEndpoints.related, { request: productPageParams, answer: productList }, ({ id }) => {
    if (id === undefined) throw notFound('Product');
    return cached(`related:${id}`, async () => JSON.stringify(await listRelatedProducts(ctx, { productId: id })));
  });

  // Not cached: a creator sees their bio changed at once.
  open(catalogEndpoints.creator, { request: productPageParams, answer: creatorPage }, ({ id }) => {
    if (id === undefined) throw notFound('Creator');
    return getCreatorPage(ctx, { creatorId: id });
  });

  open(catalogEndpoints.stats, { answer: storeStats }, () =>
    cached('stats', async () => JSON.stringify(storeStats.parse(await getStoreStats(ctx)))),
  );

  // Who is looking: the signed-in user, or the signed-out visitor's tab by the id it sends.
  open(
    catalogEndpoints.recordView,
    { request: productViewRequest, answer: productViewers },
    async ({ id, visitor }, { request }) => {
      if (id === undefined) throw notFound('Product');
      const user = await getCurrentUser(ctx, request);
      const viewerKey = user ? `u:${user.id}` : `v:${visitor}`;
      return recordProductView(ctx, { productId: id, viewerKey, now: new Date() });
    },
  );

  // One feed cached for everyone; each answer leaves out the asker's own purchases.
  open(catalogEndpoints.recentPurchases, { answer: recentPurchaseList }, async (_input, { request }) =>
    listRecentPurchases(ctx, {
      actor: await getCurrentUser(ctx, request),
      now: new Date(),
      cached: (key, load) => cache.get(key, load),
    }),
  );
}
