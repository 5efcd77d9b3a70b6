import { useMutation, useQueryClient } from '@tanstack/react-query';
import { subscriptionEndpoints } from '../../../../contract/endpoints/subscriptions';
import { subscriptionsQuery } from './get-subscriptions';
import { callApi } from '../../../lib/request';

export const cancelSubscription = (id: number) => callApi(subscriptionEndpoints.cancel, { id });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsQuery().queryKey }),
  });
}
