import { queryOptions, useQuery } from '@tanstack/react-query';
import { creatorEndpoints } from '../../../../contract/endpoints/creator';
import { apiQueryKey, callApi } from '../../../lib/request';
import { DASHBOARD_REFRESH_MS } from './get-creator-analytics';

export const creatorLevelQuery = () =>
  queryOptions({
    queryKey: apiQueryKey(creatorEndpoints.level),
    queryFn: () => callApi(creatorEndpoints.level),
    // Refreshed with the dashboard's figures, so a level or badge earned while it is open is celebrated.
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export const useCreatorLevel = () => useQuery(creatorLevelQuery());
