import type { QueryClient } from '@tanstack/react-query';
import { downloadEndpoints } from '../../../../contract/endpoints/downloads';
import { purchaseEndpoints } from '../../../../contract/endpoints/purchases';
import { apiQueryKey, callApi } from '../../../lib/request';

/**
 * Where the buyer stopped in a track or video, and its length once the element knows it; the server keeps the newest
 * by `clientAt`, so a late write never moves it back.
 */
export const saveListeningProgress = (productId: number, media: HTMLMediaElement) =>
  callApi(downloadEndpoints.saveProgress, {
    id: String(productId),
    positionSeconds: Math.max(0, Math.floor(media.currentTime)),
    durationSeconds: Number.isFinite(media.duration) ? Math.floor(media.duration) : null,
    clientAt: new Date().toISOString(),
  });

/** After a saved pause: My Purchases' places and the "Continue listening" lists show the new one. */
export function refreshListening(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(purchaseEndpoints.list) });
  void queryClient.invalidateQueries({ queryKey: apiQueryKey(purchaseEndpoints.continueListening) });
}
