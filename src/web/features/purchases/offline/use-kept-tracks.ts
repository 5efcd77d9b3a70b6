import { useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

export const keptTracksKey = ['offline', 'kept-tracks'] as const;

/** Whether this browser can keep a track: a service worker controls the page and Cache Storage is there. */
const canKeepOffline = () =>
  typeof navigator !== 'undefined' && navigator.serviceWorker?.controller != null && typeof caches !== 'undefined';

// The worker takes control of the page a moment after its first load: the offer appears then.
const subscribe = (onChange: () => void) => {
  navigator.serviceWorker?.addEventListener('controllerchange', onChange);
  return () => navigator.serviceWorker?.removeEventListener('controllerchange', onChange);
};

/** Whether this browser can keep a track offline (false on the server and before the worker controls the page). */
export const useCanKeepOffline = () => useSyncExternalStore(subscribe, canKeepOffline, () => false);

/** The bought tracks kept on this device; copies of tracks no longer owned are removed first (a refund). */
export function useKeptTracks(owned: readonly number[] | undefined) {
  const supported = useCanKeepOffline();
  return useQuery({
    queryKey: [...keptTracksKey, owned],
    // The keeping code loads only where a worker makes it useful.
    queryFn: async () => (await import('./keep-offline')).keptTracks(owned ?? []),
    enabled: supported && owned !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
