import { useQuery } from '@tanstack/react-query';
import type { ProductViewers } from '../../../../contract/catalog';
import { apiRequest } from '../../../lib/request';

// The server counts viewers seen in the last few minutes; a heartbeat each minute keeps this visit counted.
const HEARTBEAT_MS = 60_000;

/** Registers this visit to a product page and answers how many other people are viewing it. */
export function useOthersViewing(productId: number | undefined) {
  const { data } = useQuery({
    queryKey: ['product-viewers', productId],
    enabled: productId !== undefined,
    queryFn: async () => (await (await apiRequest('POST', `/api/products/${productId}/views`)).json()) as ProductViewers,
    // Each visit is a new view, so never answer from the cache on mount.
    staleTime: 0,
    gcTime: 0,
    refetchInterval: HEARTBEAT_MS,
  });
  return data?.othersViewing ?? 0;
}
