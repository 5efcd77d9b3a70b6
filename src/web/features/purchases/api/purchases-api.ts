import { useQuery } from '@tanstack/react-query';
import type { Purchase } from '../../../../contract/purchases';
import { retryUnlessUnauthorized } from '../../../lib/request';

export const purchasesQueryKey = ['/api/purchases'] as const;

/** The signed-in user's purchases; retried up to three times, except after a 401. */
export function usePurchases(enabled: boolean) {
  return useQuery<Purchase[]>({
    queryKey: purchasesQueryKey,
    enabled,
    retry: retryUnlessUnauthorized,
  });
}
