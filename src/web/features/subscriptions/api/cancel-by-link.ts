import { useMutation } from '@tanstack/react-query';
import { subscriptionEndpoints } from '../../../../contract/endpoints/subscriptions';
import { callApi } from '../../../lib/request';

/** Cancels the subscription of a reminder e-mail's link token (no sign-in needed). */
export function useCancelByLink() {
  return useMutation({ mutationFn: (token: string) => callApi(subscriptionEndpoints.cancelByLink, { token }) });
}
