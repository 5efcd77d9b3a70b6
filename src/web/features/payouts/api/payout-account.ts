import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectPayoutAccountRequest } from '../../../../contract/creator';
import { payoutsEndpoints } from '../../../../contract/endpoints/payouts';
import { apiQueryKey, callApi } from '../../../lib/request';

const payoutAccountQuery = () =>
  queryOptions({ queryKey: apiQueryKey(payoutsEndpoints.account), queryFn: () => callApi(payoutsEndpoints.account) });

// Read again on each visit: Stripe onboarding and two-factor enrolment change it elsewhere.
export const usePayoutAccount = () => useQuery({ ...payoutAccountQuery(), refetchOnMount: 'always' });

export function useConnectPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConnectPayoutAccountRequest) => callApi(payoutsEndpoints.connectAccount, request),
    onSuccess: (answer) => queryClient.setQueryData(payoutAccountQuery().queryKey, answer.account),
  });
}
