import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { JournalEntryAnswer, journalEntryRequest } from '../../../contract/journal.js';
import type { AppContext } from '../../context.js';
import { journalEntries } from '../../db/schema/care.js';
import type { UserRow } from '../auth/present-user.js';
import { activateChakrasAfterActivity } from '../soul-evolution/activate-earned-chakras.js';

export type CreateJournalEntryOptions = z.output<typeof journalEntryRequest> & {
  actor: UserRow | undefined;
  now: Date;
  log: FastifyBaseLogger;
};

/**
 * Answers a journal entry with AI guidance. Anyone may write; a signed-in user's entry is kept in
 * their journal (with the guidance) for the streak, an anonymous one is answered and not stored. A kept
 * entry may complete a streak: the chakras are checked once it is written.
 */
export async function createJournalEntry(
  ctx: AppContext,
  { actor, now, log, ...input }: CreateJournalEntryOptions,
): Promise<JournalEntryAnswer> {
  // Someone who may be at risk gets the safe reply and the resources card, whichever engine is configured.
  const { value: aiGuidance, crisis } = await ctx.ai.generate('journal', { silverLining: input.silverLining }, log);
  if (actor) {
    await ctx.db
      .insert(journalEntries)
      .values({ userId: actor.id, email: input.email ?? actor.email, silverLining: input.silverLining, guidance: aiGuidance });
    await activateChakrasAfterActivity(ctx, { userId: actor.id, now, log });
  }
  return { silverLining: input.silverLining, aiGuidance, saved: Boolean(actor), crisis };
}
