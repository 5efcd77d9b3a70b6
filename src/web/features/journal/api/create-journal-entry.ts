import { useMutation } from '@tanstack/react-query';
import type { JournalEntryRequest, JournalEntryAnswer } from '../../../../contract/journal';
import { apiJson } from '../../../lib/request';

/** Sends one reflection and answers the AI's guidance; signed-out visitors may use it too. */
export function useCreateJournalEntry() {
  return useMutation({
    mutationFn: async (input: JournalEntryRequest) => apiJson<JournalEntryAnswer>('POST', '/api/journal-entries', input),
  });
}
