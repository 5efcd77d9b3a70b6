import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogQueryKeys } from '../../../../contract/catalog-view';
import { catalogEndpoints } from '../../../../contract/endpoints/catalog';
import { callApi } from '../../../lib/request';
import { viewerTabId } from '../../../lib/viewer-tab-id';

// The server counts viewers seen in the last few minutes; a heartbeat each minute keeps this visit counted.
const HEARTBEAT_MS = 60_000;

export const recordProductView = (productId: number) =>
  callApi(catalogEndpoints.recordView, { id: productId, visitor: viewerTabId() });

/** A query, not a mutation: it repeats as a heartbeat while the page is open. */
export const productViewersQuery = (productId: number) =>
  queryOptions({
    queryKey: [...catalogQueryKeys.product(productId), 'views'],
    // A task later: on a drawn page the query starts in the commit of hydration, which its first read of the tab's
    // storage and its request would lengthen.
    queryFn: () => new Promise<void>((resolve) => setTimeout(resolve)).then(() => recordProductView(productId)),
    // Each visit is a new view, so never answer from the cache on mount.
    staleTime: 0,
    gcTime: 0,
    refetchInterval: HEARTBEAT_MS,
  });

/** Registers this visit to a product page and answers how many other people are viewing it. */
export function useOthersViewing(productId: number | undefined) {
  const { data } = useQuery({ ...productViewersQuery(productId ?? 0), enabled: productId !== undefined });
  return data?.othersViewing ?? 0;
}
