import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '../../../contract/subscriptions';
import { apiJson, retryUnlessUnauthorized } from '../request';

export const getSubscriptions = () => apiJson<Subscription[]>('GET', '/api/subscriptions');

/** The signed-in buyer's subscriptions that have not ended; retried up to three times, except after a 401. */
export const subscriptionsQuery = () =>
  queryOptions({ queryKey: ['/api/subscriptions'], queryFn: getSubscriptions, retry: retryUnlessUnauthorized });

export const useSubscriptions = (enabled: boolean) => useQuery({ ...subscriptionsQuery(), enabled });
