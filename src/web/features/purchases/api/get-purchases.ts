import { queryOptions, useQuery } from '@tanstack/react-query';
import { purchaseEndpoints } from '../../../../contract/endpoints/purchases';
import { apiQueryKey, callApi, retryUnlessUnauthorized } from '../../../lib/request';

export const getPurchases = () => callApi(purchaseEndpoints.list);

/** The signed-in user's purchases; retried up to three times, except after a 401. */
export const purchasesQuery = () =>
  queryOptions({ queryKey: apiQueryKey(purchaseEndpoints.list), queryFn: getPurchases, retry: retryUnlessUnauthorized });

export const usePurchases = (enabled: boolean) => useQuery({ ...purchasesQuery(), enabled });

/** The signed-in buyer's started tracks, bought or subscribed, the most recently listened first. */
export const useContinueListening = (enabled: boolean) =>
  useQuery({
    queryKey: apiQueryKey(purchaseEndpoints.continueListening),
    queryFn: () => callApi(purchaseEndpoints.continueListening),
    retry: retryUnlessUnauthorized,
    enabled,
  });
