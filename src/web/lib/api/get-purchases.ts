import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Purchase } from '../../../contract/purchases';
import { apiJson, retryUnlessUnauthorized } from '../request';

export const getPurchases = () => apiJson<Purchase[]>('GET', '/api/purchases');

/** The signed-in user's purchases; retried up to three times, except after a 401. */
export const purchasesQuery = () =>
  queryOptions({ queryKey: ['/api/purchases'], queryFn: getPurchases, retry: retryUnlessUnauthorized });

export const usePurchases = (enabled: boolean) => useQuery({ ...purchasesQuery(), enabled });
