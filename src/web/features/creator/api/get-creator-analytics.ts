import { queryOptions, useQuery } from '@tanstack/react-query';
import { creatorEndpoints } from '../../../../contract/endpoints/creator';
import { apiQueryKey, callApi } from '../../../lib/request';

// The spec refreshes the dashboard's figures every 30 s while it is open.
export const DASHBOARD_REFRESH_MS = 30_000;

export const getCreatorAnalytics = () => callApi(creatorEndpoints.analytics);

export const creatorAnalyticsQuery = () =>
  queryOptions({
    queryKey: apiQueryKey(creatorEndpoints.analytics),
    queryFn: getCreatorAnalytics,
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export const useCreatorAnalytics = () => useQuery(creatorAnalyticsQuery());
