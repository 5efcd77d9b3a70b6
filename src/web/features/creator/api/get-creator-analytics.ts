import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorAnalytics } from '../../../../contract/creator';

// The spec refreshes the dashboard's figures every 30 s while it is open.
const ANALYTICS_REFRESH_MS = 30_000;

export const creatorAnalyticsQuery = () =>
  queryOptions<CreatorAnalytics>({ queryKey: ['/api/creator/analytics'], refetchInterval: ANALYTICS_REFRESH_MS });

export const useCreatorAnalytics = () => useQuery(creatorAnalyticsQuery());
