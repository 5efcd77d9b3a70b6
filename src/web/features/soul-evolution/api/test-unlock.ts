import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TestUnlockAnswer } from '../../../../contract/soul-evolution';
import { apiJson } from '../../../lib/request';
import { invalidateSoulEvolution } from './invalidate-soul-evolution';

/** Asks the server to check one chakra's condition now: it unlocks only what has been earned. */
export function useTestUnlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chakraNumber: number) => apiJson<TestUnlockAnswer>('POST', '/api/soul-evolution/test-unlock', { chakraNumber }),
    onSettled: () => invalidateSoulEvolution(queryClient),
  });
}
