import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing calls sent by another site. Browsers send Origin on every cross-origin
 * POST; a request without Origin or Fetch metadata is not from a browser page and carries no ambient
 * cookie risk. Every path is checked, not only those spelled `/api/...`: the router decodes the path
 * (`/%61pi/cart` reaches the cart), so a check on the raw URL could be walked around. Routes in
 * `exempt` are called by servers (payment webhooks) and verify their own signature; they are matched
 * by the route the router chose, never by the URL's spelling.
 */
export function createSameOriginCheck(options: { trustedOrigins: string[]; publicUrl?: string; exempt: string[] }) {
  const fixed = new Set([...options.trustedOrigins, ...(options.publicUrl ? [options.publicUrl] : [])]);
  const exempt = new Set(options.exempt);
  return async function sameOriginCheck(request: FastifyRequest) {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route !== undefined && exempt.has(route)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      const own = `${request.protocol}://${request.host}`;
      if (origin === own || fixed.has(origin)) return;
      throw new AppError('cross_origin_refused', 'Requests from other sites are not allowed');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('cross_origin_refused', 'Requests from other sites are not allowed');
    }
  };
}
