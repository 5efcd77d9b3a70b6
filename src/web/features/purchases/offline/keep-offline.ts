import { apiRequest } from '../../../lib/request';
import { streamProductId, streamUrl } from '../api/stream-url';
import { OFFLINE_ANSWERS, OFFLINE_CACHE, OFFLINE_PAGE } from './offline-names';

/**
 * Keeps a bought track on this device, with My Purchases and what it is drawn from (the page, its code and
 * covers, the answers it reads), so that it opens and plays with no network. `onProgress` hears the share saved.
 */
export async function keepOffline(productId: number, onProgress: (share: number) => void): Promise<void> {
  const response = await apiRequest('GET', streamUrl(productId));
  const total = Number(response.headers.get('content-length')) || 0;
  let saved = 0;
  // Counted as it passes on to the cache, which writes it to disk: a long track is never held in memory.
  const counted = response.body?.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        saved += chunk.byteLength;
        if (total > 0) onProgress(Math.min(1, saved / total));
        controller.enqueue(chunk);
      },
    }),
  );
  const cache = await caches.open(OFFLINE_CACHE);
  const headers = { 'content-type': response.headers.get('content-type') ?? 'application/octet-stream' };
  try {
    await cache.put(streamUrl(productId), new Response(counted, { headers }));
    await keepPage(cache);
  } catch (error) {
    // All or nothing: a track kept without the page that plays it would only take up room.
    await removeOffline(productId);
    throw error;
  }
}

export async function removeOffline(productId: number): Promise<void> {
  const cache = await keptCache();
  if (!cache) return;
  await cache.delete(streamUrl(productId));
  if ((await keptIds(cache)).length === 0) await caches.delete(OFFLINE_CACHE);
}

/**
 * The tracks kept on this device, after removing those the buyer no longer owns (a refund); the page and its answers
 * are kept afresh, so that offline it shows where they stopped. Online only: offline the list is the kept one.
 */
export async function keptTracks(owned: readonly number[]): Promise<number[]> {
  const cache = await keptCache();
  if (!cache) return [];
  const kept = await keptIds(cache);
  if (!navigator.onLine) return kept;
  const gone = kept.filter((productId) => !owned.includes(productId));
  await Promise.all(gone.map((productId) => cache.delete(streamUrl(productId))));
  const left = kept.filter((productId) => owned.includes(productId));
  if (left.length === 0) await caches.delete(OFFLINE_CACHE);
  // Kept afresh when it can be: the page kept before still opens offline if this fails.
  else await keepPage(cache).catch(() => undefined);
  return left;
}

/** The cache of kept tracks, or null when nothing is kept (opening it would create it). */
async function keptCache(): Promise<Cache | null> {
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_CACHE))) return null;
  return caches.open(OFFLINE_CACHE);
}

/** The products whose tracks a cache holds. */
const keptIds = async (cache: Cache) =>
  (await cache.keys()).flatMap((request) => streamProductId(new URL(request.url).pathname) ?? []);

/** My Purchases' page, the code and covers this visit loaded for it, and the answers it is drawn from. */
async function keepPage(cache: Cache): Promise<void> {
  // The player's code loads on the first Play: loaded now, it is kept with the rest.
  await import('../player/mini-player');
  const loaded = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
  const code = [...loaded].filter((path) => path.startsWith('/assets/'));
  const covers = [...loaded].filter((path) => path.startsWith('/api/images/'));
  await cache.addAll([OFFLINE_PAGE, ...OFFLINE_ANSWERS, ...code]);
  // A cover that fails to come is drawn as its placeholder, offline as online.
  await Promise.all(covers.map((cover) => cache.add(cover).catch(() => undefined)));
}
