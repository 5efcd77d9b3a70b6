import type { JournalEntryAnswer, journalEntryRequest } from '../../../contract/journal.js';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { journalEntries } from '../../db/schema/care.js';
import { detectSafetyConcern, SAFETY_MESSAGE } from '../../lib/safety.js';
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
  const { value: guidance } = await ctx.ai.generate('journal', { silverLining: input.silverLining }, options.log);
  // Whatever engine answered, someone at risk is pointed to real help first.
  const aiGuidance = detectSafetyConcern(input.silverLining)
    ? { ...guidance, spiritualInsight: `${SAFETY_MESSAGE} ${guidance.spiritualInsight}` }
    : guidance;
  if (user) {
    await ctx.db
      .insert(journalEntries)
      .values({ userId: user.id, email: input.email ?? user.email, silverLining: input.silverLining, guidance: aiGuidance });
  }
  return { silverLining: input.silverLining, aiGuidance, saved: Boolean(user) };
}
