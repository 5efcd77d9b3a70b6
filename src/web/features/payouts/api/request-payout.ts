import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payoutsEndpoints } from '../../../../contract/endpoints/payouts';
import { callApi } from '../../../lib/request';
import { earningsQuery } from './get-earnings';
import { payoutsQuery } from './get-payouts';

/** Asks for the whole available balance; the request carries nothing the server reads. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(payoutsEndpoints.requestPayout),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: earningsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: payoutsQuery().queryKey }),
      ]),
  });
}
