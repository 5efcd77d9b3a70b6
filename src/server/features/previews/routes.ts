import { and, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { previewEndpoints } from '../../../contract/endpoints/previews.js';
import { downloadParams } from '../../../contract/purchases.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { notFound } from '../../lib/errors.js';
import { parseInput } from '../../lib/validate.js';
import { routesFor } from '../auth/current-user.js';
import { sendStoredFile } from '../downloads/send-product-file.js';

export async function previewRoutes(app: FastifyInstance, ctx: AppContext) {
  const { open } = routesFor(app, ctx);

  /** Only the preview's own bytes, and only while the product is on sale: held, rejected or archived ones are 404. */
  const sendPreview = async (id: number, request: FastifyRequest, reply: FastifyReply) => {
    const [product] = await ctx.db
      .select({ key: products.previewKey, type: products.previewType })
      .from(products)
      .where(and(eq(products.id, id), eq(products.status, 'published'), isNotNull(products.previewKey)));
    if (!product?.key || !product.type) throw notFound('Preview');
    // The key changes with every new preview, so a shared cache may keep it a while.
    return sendStoredFile(ctx, {
      request,
      reply,
      key: product.key,
      type: product.type,
      disposition: 'inline',
      cacheControl: 'public, max-age=300',
    });
  };

  // Registered before GET so Fastify does not add its own HEAD route, which would read the whole file.
  app.route({
    method: 'HEAD',
    url: previewEndpoints.file.path,
    handler: (request, reply) => sendPreview(parseInput(downloadParams, request.params).id, request, reply),
  });
  open(previewEndpoints.file, { request: downloadParams }, ({ id }, { request, reply }) => sendPreview(id, request, reply));
}
