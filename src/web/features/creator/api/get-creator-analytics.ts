import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorAnalytics } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';

// The spec refreshes the dashboard's figures every 30 s while it is open.
export const DASHBOARD_REFRESH_MS = 30_000;

export const getCreatorAnalytics = () => apiJson<CreatorAnalytics>('GET', '/api/creator/analytics');

export const creatorAnalyticsQuery = () =>
  queryOptions({ queryKey: ['/api/creator/analytics'], queryFn: getCreatorAnalytics, refetchInterval: DASHBOARD_REFRESH_MS });

export const useCreatorAnalytics = () => useQuery(creatorAnalyticsQuery());
