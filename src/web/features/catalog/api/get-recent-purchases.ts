import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentPurchase } from '../../../../contract/catalog';
import { apiJson } from '../../../lib/request';

export const getRecentPurchases = () => apiJson<RecentPurchase[]>('GET', '/api/activity/recent-purchases');

export const recentPurchasesQuery = () =>
  queryOptions({ queryKey: ['/api/activity/recent-purchases'], queryFn: getRecentPurchases });

/** Real recent purchases for the activity popup; a failure simply hides the popup. */
export const useRecentPurchases = () => useQuery(recentPurchasesQuery());
