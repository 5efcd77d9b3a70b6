import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConnectPayoutAccountAnswer, ConnectPayoutAccountRequest, PayoutAccount } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';

const payoutAccountQuery = () =>
  queryOptions({
    queryKey: ['/api/creator/payout-account'],
    queryFn: () => apiJson<PayoutAccount>('GET', '/api/creator/payout-account'),
  });

// Read again on each visit: Stripe onboarding and two-factor enrolment change it elsewhere.
export const usePayoutAccount = () => useQuery({ ...payoutAccountQuery(), refetchOnMount: 'always' });

export function useConnectPayoutAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ConnectPayoutAccountRequest) =>
      apiJson<ConnectPayoutAccountAnswer>('POST', '/api/creator/payout-account', request),
    onSuccess: (answer) => queryClient.setQueryData(payoutAccountQuery().queryKey, answer.account),
  });
}
