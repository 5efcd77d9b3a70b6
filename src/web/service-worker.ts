/// <reference lib="webworker" />
/**
 * The service worker (decision 061): it lets a buyer listen to the tracks they chose to keep on this device with no
 * network, and nothing more. Online, every request goes to the server as if there were no worker, so access is
 * checked there as always; offline it answers from the kept copies. My Purchases removes the copy of a track the
 * buyer no longer owns (a refund) when it next opens online, and a sign-out removes them all.
 */
import { streamProductId } from './features/purchases/api/stream-url';
import { OFFLINE_ANSWERS, OFFLINE_CACHE, OFFLINE_PAGE, SIGN_OUT_PATHS } from './features/purchases/offline/offline-names';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (SIGN_OUT_PATHS.includes(url.pathname)) {
    event.respondWith(caches.delete(OFFLINE_CACHE).then(() => fetch(request)));
    return;
  }
  // Online, the worker stays out of the way: the server answers everything, and checks access as always.
  if (request.method !== 'GET' || self.navigator.onLine) return;
  if (streamProductId(url.pathname) !== null) event.respondWith(stream(request));
  else if (request.mode === 'navigate') event.respondWith(orKept(request, url.pathname === OFFLINE_PAGE ? 'page' : 'redirect'));
  else if (url.pathname.startsWith('/assets/') || OFFLINE_ANSWERS.includes(url.pathname)) event.respondWith(orKept(request));
});

/**
 * The server's answer; when the network fails, the kept copy. Another page than My Purchases, asked for offline,
 * is sent there (when it is kept): it is the one page that works with no network.
 */
async function orKept(request: Request, page?: 'page' | 'redirect'): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const kept = await (await caches.open(OFFLINE_CACHE)).match(page ? OFFLINE_PAGE : request.url, { ignoreSearch: true });
    if (!kept) throw error;
    return page === 'redirect' ? Response.redirect(OFFLINE_PAGE, 302) : kept;
  }
}

/** A kept track, by ranges as the server answers them. */
async function stream(request: Request): Promise<Response> {
  const kept = await (await caches.open(OFFLINE_CACHE)).match(new URL(request.url).pathname);
  if (!kept) return fetch(request);
  return byteRange(kept, request.headers.get('range'));
}

/** The part of a kept file a Range header asks for (206), or all of it. */
async function byteRange(kept: Response, range: string | null): Promise<Response> {
  const body = await kept.blob();
  const type = kept.headers.get('content-type') ?? 'application/octet-stream';
  const asked = /^bytes=(\d*)-(\d*)$/.exec(range ?? '');
  if (!asked || (asked[1] === '' && asked[2] === '')) {
    return new Response(body, {
      headers: { 'content-type': type, 'content-length': String(body.size), 'accept-ranges': 'bytes' },
    });
  }
  // "bytes=-500" is the last 500 bytes; "bytes=100-" runs to the end.
  const start = asked[1] === '' ? Math.max(0, body.size - Number(asked[2])) : Number(asked[1]);
  const end = asked[1] === '' || asked[2] === '' ? body.size - 1 : Math.min(Number(asked[2]), body.size - 1);
  if (start >= body.size || start > end) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${body.size}` } });
  }
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      'content-type': type,
      'content-length': String(end - start + 1),
      'content-range': `bytes ${start}-${end}/${body.size}`,
      'accept-ranges': 'bytes',
    },
  });
}
