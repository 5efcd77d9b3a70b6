import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { recordIdText } from '../../../contract/ids.js';
import { categoryList, productListQuery, productViewers, recentPurchaseList, storeStats } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { createMicroCache } from '../../lib/micro-cache.js';
import { parseInput } from '../../lib/validate.js';
import { getCurrentUser } from '../auth/current-user.js';
import { getStoreStats } from './get-store-stats.js';
import { listCategories } from './list-categories.js';
import { listProductsJson } from './list-products.js';
import { createProductTexts } from './product-texts.js';
import { listRecentPurchases } from './list-recent-purchases.js';
import { recordProductView } from './record-product-view.js';

const VISITOR_COOKIE = 'vid';
const VISITOR_COOKIE_DAYS = 365;
const visitorId = /^[\w-]{22}$/;
// A product page's id: anything that is not one names no product (a 404, as for a product that is gone).
const productParams = z.object({ id: recordIdText() });

export async function catalogRoutes(app: FastifyInstance, ctx: AppContext) {
  // Public catalogue reads are the same for every visitor: answer repeats from a seconds-long cache,
  // of at most 8 million characters (about 8 MB: some 300 full list pages) however many searches differ.
  const cache = createMicroCache({
    ttlMs: ctx.config.catalogCacheSeconds * 1000,
    maxEntries: 2000,
    maxChars: 8_000_000,
  });
  const productTexts = createProductTexts();
  const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

  const productId = (request: FastifyRequest) => {
    const parsed = productParams.safeParse(request.params);
    if (!parsed.success) throw notFound('Product');
    return parsed.data.id;
  };

  /** Who is looking: the signed-in user, or an anonymous visitor id kept in a cookie (set when missing). */
  const viewerKey = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await getCurrentUser(ctx, request);
    if (user) return `u:${user.id}`;
    let visitor = request.cookies[VISITOR_COOKIE];
    if (!visitor || !visitorId.test(visitor)) {
      visitor = crypto.randomBytes(16).toString('base64url');
      reply.setCookie(VISITOR_COOKIE, visitor, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.config.session.secureCookie,
        maxAge: VISITOR_COOKIE_DAYS * 86_400,
      });
    }
    return `v:${visitor}`;
  };

  app.get('/api/categories', async () => categoryList.parse(await listCategories(ctx)));

  app.get('/api/products', async (request, reply) => {
    const query = parseInput(productListQuery, request.query);
    const json = await cache.get(`list:${JSON.stringify(query)}`, () => listProductsJson(ctx, productTexts, query));
    return sendJson(reply, json);
  });

  app.get('/api/products/:id', async (request, reply) => {
    const id = productId(request);
    const json = await cache.get(`product:${id}`, async () => {
      const text = await productTexts.productJson(ctx.db, id);
      if (text === undefined) throw notFound('Product');
      return text;
    });
    return sendJson(reply, json);
  });

  app.get('/api/stats', async (_request, reply) => {
    const json = await cache.get('stats', async () => JSON.stringify(storeStats.parse(await getStoreStats(ctx))));
    return sendJson(reply, json);
  });

  app.post('/api/products/:id/views', async (request, reply) => {
    const id = productId(request);
    return productViewers.parse(await recordProductView(ctx, { productId: id, viewerKey: await viewerKey(request, reply) }));
  });

  app.get('/api/activity/recent-purchases', async () => recentPurchaseList.parse(await listRecentPurchases(ctx)));
}
