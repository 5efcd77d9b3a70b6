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
  { actor, log, ...input }: z.output<typeof journalEntryRequest> & { actor: UserRow | undefined; log?: AiLogger },
): Promise<JournalEntryAnswer> {
  // Someone who may be at risk gets the safe reply and the resources card, whichever engine is configured.
  const { value: aiGuidance, crisis } = await ctx.ai.generate('journal', { silverLining: input.silverLining }, log);
  if (actor) {
    await ctx.db
      .insert(journalEntries)
      .values({ userId: actor.id, email: input.email ?? actor.email, silverLining: input.silverLining, guidance: aiGuidance });
  }
  return { silverLining: input.silverLining, aiGuidance, saved: Boolean(actor), crisis };
}
