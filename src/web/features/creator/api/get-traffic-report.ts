import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { trafficEndpoints } from '../../../../contract/endpoints/traffic';
import type { TrafficPeriod } from '../../../../contract/traffic';
import { apiQueryKey, callApi } from '../../../lib/request';
import { DASHBOARD_REFRESH_MS } from './get-creator-analytics';

export const trafficReportQuery = (period: TrafficPeriod) =>
  queryOptions({
    queryKey: apiQueryKey(trafficEndpoints.report, { period }),
    queryFn: () => callApi(trafficEndpoints.report, { period }),
    refetchInterval: DASHBOARD_REFRESH_MS,
    // The last period's table stays while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useTrafficReport = (period: TrafficPeriod) => useQuery(trafficReportQuery(period));
