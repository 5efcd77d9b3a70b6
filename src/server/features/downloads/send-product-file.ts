import type { FastifyReply, FastifyRequest } from 'fastify';
import { inPageView } from '../../../contract/listening.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/present-user.js';
import { authorizeDownload } from './authorize-download.js';
import { attachmentDisposition, type DownloadPlan, planDownload } from './http-range.js';
import { recordDelivery } from './record-delivery.js';

// Uploads of text are checked to be UTF-8 (creator/file-content.ts), so the browser need not guess.
const contentType = (fileType: string) => (fileType === 'text/plain' ? 'text/plain; charset=utf-8' : fileType);

// An inline file may be framed by the app's own pages (the PDF reader), by no other site; it runs nothing of its own.
const INLINE_FILE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'";

/**
 * Sends a product's bytes to an actor with access, for a download (`attachment`) or the page's player and reader
 * (`inline`, for the types that open in the page; any other type is sent as a download all the same): one access
 * rule, HTTP Range, and a delivery recorded whenever body bytes go out, whichever way they are used.
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
  const { product, purchase } = await authorizeDownload(ctx, { actor, productId, now: new Date() });
  const inline = options.disposition === 'inline' && inPageView(product.fileType) !== null;
  return sendStoredFile(ctx, {
    request,
    reply,
    key: product.fileKey,
    type: contentType(product.fileType),
    disposition: inline ? 'inline' : attachmentDisposition(product.fileName),
    cacheControl: 'private, no-cache',
    // Recorded before any byte goes out, so no buyer holds bytes the refund rule does not know of.
    beforeBody: (plan) => recordDelivery(ctx, { actor, productId: product.id, purchase, method: request.method, plan }),
  });
}

/**
 * Answers a GET or HEAD for one stored file with HTTP Range: the whole file, one range, or 416. `beforeBody`
 * runs with the plan before anything is sent (a purchase's delivery is counted there). An inline file may be
 * framed by the app's own pages only.
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
  if (options.disposition === 'inline')
    reply.header('content-security-policy', INLINE_FILE_POLICY).header('x-frame-options', 'SAMEORIGIN');
  if (plan.contentRange) reply.header('content-range', plan.contentRange);
  if (request.method === 'HEAD') return reply.send();
  if (size === 0) return reply.send('');
  return reply.send(ctx.storage.read(key, { start: plan.start, end: plan.end }));
}
