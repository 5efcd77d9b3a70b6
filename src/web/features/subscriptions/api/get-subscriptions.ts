import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionEndpoints } from '../../../../contract/endpoints/subscriptions';
import { apiQueryKey, callApi, retryUnlessUnauthorized } from '../../../lib/request';

export const getSubscriptions = () => callApi(subscriptionEndpoints.list);

/** The signed-in buyer's subscriptions that have not ended; retried up to three times, except after a 401. */
export const subscriptionsQuery = () =>
  queryOptions({ queryKey: apiQueryKey(subscriptionEndpoints.list), queryFn: getSubscriptions, retry: retryUnlessUnauthorized });

export const useSubscriptions = (enabled: boolean) => useQuery({ ...subscriptionsQuery(), enabled });
