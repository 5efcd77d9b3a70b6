import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseRange } from '../../../../contract/enterprise';
import { enterpriseEndpoints } from '../../../../contract/endpoints/enterprise';
import { apiQueryKey, callApi } from '../../../lib/request';

// The spec's calls: no retries, a failure shows "Enterprise metrics unavailable" at once.
export const enterpriseMetricsQuery = ({ from, to }: EnterpriseRange) =>
  queryOptions({
    queryKey: apiQueryKey(enterpriseEndpoints.metrics, { from, to }),
    queryFn: () => callApi(enterpriseEndpoints.metrics, { from, to }),
    retry: false,
  });

export const enterpriseSummaryQuery = ({ from, to }: EnterpriseRange) =>
  queryOptions({
    queryKey: apiQueryKey(enterpriseEndpoints.summary, { from, to }),
    queryFn: () => callApi(enterpriseEndpoints.summary, { from, to }),
    retry: false,
  });

export const useEnterpriseMetrics = (range: EnterpriseRange) => useQuery(enterpriseMetricsQuery(range));
export const useEnterpriseSummary = (range: EnterpriseRange) => useQuery(enterpriseSummaryQuery(range));
