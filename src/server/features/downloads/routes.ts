import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { downloadEndpoints } from '../../../contract/endpoints/downloads.js';
import { downloadParams } from '../../../contract/purchases.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import type { UserRow } from '../auth/present-user.js';
import { requireUser, routesFor } from '../auth/current-user.js';
import { authorizeDownload } from './authorize-download.js';
import { attachmentDisposition, planDownload } from './http-range.js';
import { recordDelivery } from './record-delivery.js';

export async function downloadRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  const entry = downloadEndpoints.file;

  async function sendDownload(actor: UserRow, productId: number, request: FastifyRequest, reply: FastifyReply) {
    const { product, purchaseId } = await authorizeDownload(ctx, { actor, productId, now: new Date() });
    const size = await ctx.storage.size(product.fileKey);
    // Storage keys are never reused for other content, so key and size identify the bytes.
    const etag = `"${product.fileKey}-${size}"`;
    const range = request.headers.range;
    const ifRange = request.headers['if-range'];
    const plan = planDownload({ size, etag, ...(range ? { range } : {}), ...(typeof ifRange === 'string' ? { ifRange } : {}) });
    // Recorded before any byte goes out, so no buyer holds bytes the refund rule does not know of.
    await recordDelivery(ctx, { actor, productId: product.id, purchaseId, method: request.method, plan });

    reply.header('accept-ranges', 'bytes').header('etag', etag).header('cache-control', 'private, no-cache');
    if (plan.status === 416) return reply.code(416).header('content-range', plan.contentRange).send();

    reply
      .code(plan.status)
      .header('content-type', product.fileType)
      .header('content-disposition', attachmentDisposition(product.fileName))
      .header('content-length', String(plan.length));
    if (plan.contentRange) reply.header('content-range', plan.contentRange);
    if (request.method === 'HEAD') return reply.send();
    if (size === 0) return reply.send('');
    return reply.send(ctx.storage.read(product.fileKey, { start: plan.start, end: plan.end }));
  }

  // HEAD is no method of the endpoint table (the route helper registers GET, POST, ...), so the entry's HEAD is
  // registered here by hand, the same way. Declared before GET so Fastify does not add its own HEAD route,
  // which would read the whole file.
  app.route({
    method: 'HEAD',
    url: entry.path,
    handler: async (request, reply) => {
      const actor = await requireUser(ctx, request);
      const { id } = parseInput(downloadParams, request.params);
      return sendDownload(actor, id, request, reply);
    },
  });
  signedIn(entry, { request: downloadParams }, ({ actor, id }, { request, reply }) => sendDownload(actor, id, request, reply));
}
