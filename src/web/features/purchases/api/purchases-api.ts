import { useQuery } from '@tanstack/react-query';
import type { Purchase } from '../../../../contract/purchases';
import { isUnauthorizedError } from '../../../lib/request';

export const purchasesQueryKey = ['/api/purchases'] as const;

const MAX_RETRIES = 3;

/** The signed-in user's purchases; retried up to three times, except after a 401. */
export function usePurchases(enabled: boolean) {
  return useQuery<Purchase[]>({
    queryKey: purchasesQueryKey,
    enabled,
    retry: (failureCount, error) => !isUnauthorizedError(error) && failureCount < MAX_RETRIES,
  });
}
