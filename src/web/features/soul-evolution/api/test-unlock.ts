import { useMutation, useQueryClient } from '@tanstack/react-query';
import { soulEvolutionEndpoints } from '../../../../contract/endpoints/soul-evolution';
import { invalidateSoulEvolution } from '../../../lib/invalidate-soul-evolution';
import { callApi } from '../../../lib/request';

/** Asks the server to check one chakra's condition now: it unlocks only what has been earned. */
export function useTestUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chakraNumber: number) => callApi(soulEvolutionEndpoints.testUnlock, { chakraNumber }),
    onSettled: () => invalidateSoulEvolution(queryClient),
  });
}
