import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '../../../../contract/endpoints/catalog';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getRecentPurchases = () => callApi(catalogEndpoints.recentPurchases);

export const recentPurchasesQuery = () =>
  queryOptions({ queryKey: apiQueryKey(catalogEndpoints.recentPurchases), queryFn: getRecentPurchases });

/** Real recent purchases for the activity popup; a failure simply hides the popup. */
export const useRecentPurchases = () => useQuery(recentPurchasesQuery());
