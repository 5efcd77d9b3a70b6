import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EnterpriseMetrics, EnterpriseRange, EnterpriseSummary } from '../../../../contract/enterprise';
import { apiJson } from '../../../lib/request';

const rangeQuery = ({ from, to }: EnterpriseRange) => `from=${from}&to=${to}`;

// The spec's calls: no retries, a failure shows "Enterprise metrics unavailable" at once.
export const enterpriseMetricsQuery = (range: EnterpriseRange) =>
  queryOptions({
    queryKey: ['/api/enterprise/metrics', range.from, range.to],
    queryFn: () => apiJson<EnterpriseMetrics>('GET', `/api/enterprise/metrics?${rangeQuery(range)}`),
    retry: false,
  });

export const enterpriseSummaryQuery = (range: EnterpriseRange) =>
  queryOptions({
    queryKey: ['/api/enterprise/summary', range.from, range.to],
    queryFn: () => apiJson<EnterpriseSummary>('GET', `/api/enterprise/summary?${rangeQuery(range)}`),
    retry: false,
  });

export const useEnterpriseMetrics = (range: EnterpriseRange) => useQuery(enterpriseMetricsQuery(range));
export const useEnterpriseSummary = (range: EnterpriseRange) => useQuery(enterpriseSummaryQuery(range));
