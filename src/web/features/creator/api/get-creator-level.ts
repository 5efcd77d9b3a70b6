import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorLevel } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';
import { DASHBOARD_REFRESH_MS } from './get-creator-analytics';

export const creatorLevelQuery = () =>
  queryOptions({
    queryKey: ['/api/creator/level'],
    queryFn: () => apiJson<CreatorLevel>('GET', '/api/creator/level'),
    // Refreshed with the dashboard's figures, so a level or badge earned while it is open is celebrated.
    refetchInterval: DASHBOARD_REFRESH_MS,
  });

export const useCreatorLevel = () => useQuery(creatorLevelQuery());
