import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/present-user.js';
import { authorizeDownload } from './authorize-download.js';
import { attachmentDisposition, type DownloadPlan, planDownload } from './http-range.js';
import { recordDelivery } from './record-delivery.js';

/**
 * Sends a product's bytes to an actor with access, for a download (`attachment`) or the page's player (`inline`):
 * one access rule, HTTP Range, and a delivery recorded whenever body bytes go out, whichever way they are used.
 */
export async function sendProductFile(
  ctx: AppContext,
  options: {
    actor: UserRow;
    productId: number;
    request: FastifyRequest;
    reply: FastifyReply;
    disposition: 'attachment' | 'inline';
  },
) {
  const { actor, productId, request, reply } = options;
  const { product, purchaseId } = await authorizeDownload(ctx, { actor, productId, now: new Date() });
  return sendStoredFile(ctx, {
    request,
    reply,
    key: product.fileKey,
    type: product.fileType,
    disposition: options.disposition === 'inline' ? 'inline' : attachmentDisposition(product.fileName),
    cacheControl: 'private, no-cache',
    // Recorded before any byte goes out, so no buyer holds bytes the refund rule does not know of.
    beforeBody: (plan) => recordDelivery(ctx, { actor, productId: product.id, purchaseId, method: request.method, plan }),
  });
}

/**
 * Answers a GET or HEAD for one stored file with HTTP Range: the whole file, one range, or 416. `beforeBody`
 * runs with the plan before anything is sent (a purchase's delivery is counted there).
 */
export async function sendStoredFile(
  ctx: AppContext,
  options: {
    request: FastifyRequest;
    reply: FastifyReply;
    key: string;
    type: string;
    disposition: string;
    cacheControl: string;
    beforeBody?: (plan: DownloadPlan) => Promise<void>;
  },
) {
  const { request, reply, key } = options;
  const size = await ctx.storage.size(key);
  // Storage keys are never reused for other content, so key and size identify the bytes.
  const etag = `"${key}-${size}"`;
  const range = request.headers.range;
  const ifRange = request.headers['if-range'];
  const plan = planDownload({ size, etag, ...(range ? { range } : {}), ...(typeof ifRange === 'string' ? { ifRange } : {}) });
  await options.beforeBody?.(plan);

  reply.header('accept-ranges', 'bytes').header('etag', etag).header('cache-control', options.cacheControl);
  if (plan.status === 416) return reply.code(416).header('content-range', plan.contentRange).send();

  reply
    .code(plan.status)
    .header('content-type', options.type)
    .header('content-disposition', options.disposition)
    .header('content-length', String(plan.length));
  if (plan.contentRange) reply.header('content-range', plan.contentRange);
  if (request.method === 'HEAD') return reply.send();
  if (size === 0) return reply.send('');
  return reply.send(ctx.storage.read(key, { start: plan.start, end: plan.end }));
}
