import type { FastifyReply, FastifyRequest } from 'fastify';
import { inPageView } from '../../../contract/purchases.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/present-user.js';
import { authorizeDownload } from './authorize-download.js';
import { attachmentDisposition, planDownload } from './http-range.js';
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

  const inline = options.disposition === 'inline' && inPageView(product.fileType) !== null;
  reply
    .code(plan.status)
    .header('content-type', contentType(product.fileType))
    .header('content-disposition', inline ? 'inline' : attachmentDisposition(product.fileName))
    .header('content-length', String(plan.length));
  if (inline) reply.header('content-security-policy', INLINE_FILE_POLICY);
  if (plan.contentRange) reply.header('content-range', plan.contentRange);
  if (request.method === 'HEAD') return reply.send();
  if (size === 0) return reply.send('');
  return reply.send(ctx.storage.read(product.fileKey, { start: plan.start, end: plan.end }));
}
