import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The site's own origins besides the one a request was sent to. */
interface SiteOrigins {
  trustedOrigins: string[];
  publicUrl?: string;
}

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/** Whether an origin is the site's: the request's own, the public URL or a trusted origin (default ports left out). */
function ownOriginTest(options: SiteOrigins) {
  const fixed = new Set([...options.trustedOrigins, ...(options.publicUrl ? [options.publicUrl] : [])].map(originOf));
  return (request: FastifyRequest, origin: string) => {
    const written = originOf(origin);
    return written !== undefined && (written === originOf(`${request.protocol}://${request.host}`) || fixed.has(written));
  };
}

/**
 * Whether a GET navigation started on this site (a click on one of its links) or in the browser itself (a typed
 * address, a bookmark): what a navigation that changes something, such as signing out, must show. Browsers say so
 * in Sec-Fetch-Site; one that does not is believed on an Origin or Referer of this site, and nothing else.
 */
export function createSiteNavigationTest(options: SiteOrigins) {
  const isOwn = ownOriginTest(options);
  return (request: FastifyRequest) => {
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined) return site === 'same-origin' || site === 'none';
    const from = request.headers.origin ?? request.headers.referer;
    return from !== undefined && isOwn(request, from);
  };
}

/**
 * Refuses state-changing calls sent by another site. Browsers send Origin on every cross-origin
 * POST; a request without Origin or Fetch metadata is not from a browser page and carries no ambient
 * cookie risk. Every path is checked, not only those spelled `/api/...`: the router decodes the path
 * (`/%61pi/cart` reaches the cart), so a check on the raw URL could be walked around. Routes in
 * `exempt` are called by servers (payment webhooks) and verify their own signature; they are matched
 * by the route the router chose, never by the URL's spelling.
 */
export function createSameOriginCheck(options: SiteOrigins & { exempt: string[] }) {
  const isOwn = ownOriginTest(options);
  const exempt = new Set(options.exempt);
  return async function sameOriginCheck(request: FastifyRequest) {
    if (SAFE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url;
    if (route !== undefined && exempt.has(route)) return;
    const origin = request.headers.origin;
    if (origin !== undefined) {
      if (isOwn(request, origin)) return;
      throw new AppError('cross_origin_refused', 'Requests from other sites are not allowed');
    }
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      throw new AppError('cross_origin_refused', 'Requests from other sites are not allowed');
    }
  };
}
