import type { JournalEntryAnswer, journalEntryRequest } from '../../../contract/journal.js';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { journalEntries } from '../../db/schema/care.js';
import type { AiLogger } from '../../providers/ai/ai-provider.js';
import type { UserRow } from '../auth/present-user.js';

/**
 * Answers a journal entry with AI guidance. Anyone may write; a signed-in user's entry is kept in
 * their journal (with the guidance) for the streak, an anonymous one is answered and not stored.
 */
export async function createJournalEntry(
  ctx: AppContext,
  options: { user: UserRow | undefined; input: z.output<typeof journalEntryRequest>; log?: AiLogger },
): Promise<JournalEntryAnswer> {
  const { user, input } = options;
  // The crisis resources are added to every answer, whichever engine gave it (the journal task's finish).
  const { value: aiGuidance } = await ctx.ai.generate('journal', { silverLining: input.silverLining }, options.log);
  if (user) {
    await ctx.db
      .insert(journalEntries)
      .values({ userId: user.id, email: input.email ?? user.email, silverLining: input.silverLining, guidance: aiGuidance });
  }
  return { silverLining: input.silverLining, aiGuidance, saved: Boolean(user) };
}
