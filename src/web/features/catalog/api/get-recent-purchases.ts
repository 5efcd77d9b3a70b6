import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '../../../../contract/endpoints/catalog';
import { useAuth } from '../../../lib/auth';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getRecentPurchases = () => callApi(catalogEndpoints.recentPurchases);

/**
 * The answer leaves out the asker's own purchases (docs/decisions/045), so it is kept per signed-in user:
 * signing in or out in this tab asks again rather than showing another person's list.
 */
export const recentPurchasesQuery = (viewerId: number | undefined) =>
  queryOptions({
    queryKey: [...apiQueryKey(catalogEndpoints.recentPurchases), { viewer: viewerId ?? null }],
    queryFn: getRecentPurchases,
  });

/** Real recent purchases for the activity popup, asked once it is known who is looking; a failure simply hides the popup. */
export function useRecentPurchases() {
  const { user, isLoading } = useAuth();
  return useQuery({ ...recentPurchasesQuery(user?.id), enabled: !isLoading });
}
