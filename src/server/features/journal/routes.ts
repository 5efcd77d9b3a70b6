import type { FastifyInstance } from 'fastify';
import { journalEndpoints } from '../../../contract/endpoints/journal.js';
import { journalEntryAnswer, journalEntryRequest } from '../../../contract/journal.js';
import type { AppContext } from '../../context.js';
import { enforceAiRateLimit } from '../../lib/ai-rate-limit.js';
import { getCurrentUser, routesFor } from '../auth/current-user.js';
import { createJournalEntry } from './create-journal-entry.js';

export async function journalRoutes(app: FastifyInstance, ctx: AppContext) {
  const { open } = routesFor(app, ctx);
  // Open to anonymous visitors; a signed-in user's entry is kept.
  open(journalEndpoints.write, { request: journalEntryRequest, answer: journalEntryAnswer }, async (input, { request }) => {
    const actor = await getCurrentUser(ctx, request);
    await enforceAiRateLimit(ctx, 'journal', { userId: actor?.id, ip: request.ip });
    return createJournalEntry(ctx, { actor, ...input, now: new Date(), log: request.log });
  });
}
