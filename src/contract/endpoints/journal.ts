import { endpoint } from '../endpoint.js';
import type { journalEntryAnswer, journalEntryRequest } from '../journal.js';

export const journalEndpoints = {
  // Open to anyone; a signed-in user's entry is kept.
  write: endpoint<typeof journalEntryRequest, typeof journalEntryAnswer>('POST', '/api/journal-entries'),
};
