import type { FastifyInstance } from 'fastify';
import { journalEntryAnswer, journalEntryRequest } from '../../../contract/journal.js';
import type { AppContext } from '../../context.js';
import { enforceAiRateLimit } from '../../lib/ai-rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { getCurrentUser } from '../auth/current-user.js';
import { activateChakrasAfterActivity } from '../soul-evolution/activate-earned-chakras.js';
import { createJournalEntry } from './create-journal-entry.js';

export async function journalRoutes(app: FastifyInstance, ctx: AppContext) {
  // Open to anonymous visitors; a signed-in user's entry is kept.
  app.post('/api/journal-entries', async (request) => {
    const input = parseInput(journalEntryRequest, request.body);
    const actor = await getCurrentUser(ctx, request);
    await enforceAiRateLimit(ctx, 'journal', { userId: actor?.id, ip: request.ip });
    const answer = await createJournalEntry(ctx, { actor, ...input, log: request.log });
    if (actor) await activateChakrasAfterActivity(ctx, { userId: actor.id, now: new Date(), log: request.log });
    return journalEntryAnswer.parse(answer);
  });
}
