import { useQuery } from '@tanstack/react-query';
import type { RecentPurchase } from '../../../../contract/catalog';

/** Real recent purchases for the activity popup; a failure simply hides the popup. */
export function useRecentPurchases() {
  return useQuery<RecentPurchase[]>({ queryKey: ['/api/activity/recent-purchases'] });
}
