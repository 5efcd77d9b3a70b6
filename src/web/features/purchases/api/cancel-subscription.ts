import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Subscription } from '../../../../contract/subscriptions';
import { subscriptionsQuery } from '../../../lib/api/get-subscriptions';
import { apiJson } from '../../../lib/request';

export const cancelSubscription = (id: number) => apiJson<Subscription>('POST', `/api/subscriptions/${id}/cancel`);

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSettled: () => queryClient.invalidateQueries({ queryKey: subscriptionsQuery().queryKey }),
  });
}
