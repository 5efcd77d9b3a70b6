import { useMutation, useQueryClient } from '@tanstack/react-query';
import { journalEndpoints } from '../../../../contract/endpoints/journal';
import type { JournalEntryRequest } from '../../../../contract/journal';
import { invalidateSoulEvolution } from '../../../lib/invalidate-soul-evolution';
import { callApi } from '../../../lib/request';

/** Sends one reflection and answers the AI's guidance; signed-out visitors may use it too. */
export function useCreateJournalEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JournalEntryRequest) => callApi(journalEndpoints.write, input),
    // A kept entry may complete a streak and unlock a chakra.
    onSuccess: (answer) => (answer.saved ? invalidateSoulEvolution(queryClient) : undefined),
  });
}
