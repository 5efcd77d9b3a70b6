import { useMutation, useQueryClient } from '@tanstack/react-query';
import { soulEvolutionEndpoints } from '../../../../contract/endpoints/soul-evolution';
import { callApi } from '../../../lib/request';
import { soulEvolutionQuery } from './get-soul-evolution';

/** With all seven active: clears the active set and counts one more completed cycle; the history stays. */
export function useBeginNewCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(soulEvolutionEndpoints.newCycle),
    // The answer is the new record; the achievements and figures do not change.
    onSuccess: (record) => queryClient.setQueryData(soulEvolutionQuery().queryKey, record),
  });
}
