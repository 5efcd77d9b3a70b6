import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestPayoutAnswer } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';
import { earningsQuery } from './get-earnings';
import { payoutsQuery } from './get-payouts';

/**
 * The spec's client sends a JSON content type with no body; Fastify refuses an empty JSON body, so an
 * empty object stands in for "no body" (the request carries nothing the server reads).
 */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => apiJson<RequestPayoutAnswer>('POST', '/api/creator/request-payout', {}),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: earningsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: payoutsQuery().queryKey }),
      ]),
  });
}
