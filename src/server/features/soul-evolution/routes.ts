import type { FastifyInstance } from 'fastify';
import {
  achievementList,
  newCycleAnswer,
  soulEvolutionRecord,
  soulEvolutionStats,
  testUnlockAnswer,
  testUnlockRequest,
} from '../../../contract/soul-evolution.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { activateEarnedChakras } from './activate-earned-chakras.js';
import { beginNewCycle } from './begin-new-cycle.js';
import { getSoulEvolution } from './get-soul-evolution.js';
import { getSoulEvolutionStats } from './get-soul-evolution-stats.js';
import { listAchievements } from './list-achievements.js';
import { currentCycle } from './soul-evolution-cycle.js';

export async function soulEvolutionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;

  app.get('/api/soul-evolution', async (request) => {
    const actor = await requireUser(ctx, request);
    return soulEvolutionRecord.parse(await getSoulEvolution(db, { userId: actor.id }));
  });

  // The current cycle's figures: what the chakras not yet active are measured against.
  app.get('/api/soul-evolution/stats', async (request) => {
    const actor = await requireUser(ctx, request);
    const cycle = await currentCycle(db, actor.id);
    return soulEvolutionStats.parse(
      await getSoulEvolutionStats(db, { userId: actor.id, now: new Date(), since: cycle.startedAt }),
    );
  });

  app.get('/api/soul-evolution/achievements', async (request) => {
    const actor = await requireUser(ctx, request);
    return achievementList.parse(await listAchievements(db, { userId: actor.id }));
  });

  // Checks one chakra's condition now: it unlocks only what the user's data has earned.
  app.post('/api/soul-evolution/test-unlock', async (request) => {
    const actor = await requireUser(ctx, request);
    const { chakraNumber } = parseInput(testUnlockRequest, request.body);
    const newAchievements = await activateEarnedChakras(db, { userId: actor.id, now: new Date(), chakraNumber });
    return testUnlockAnswer.parse({ newAchievements });
  });

  app.post('/api/soul-evolution/new-cycle', async (request) => {
    const actor = await requireUser(ctx, request);
    return newCycleAnswer.parse(await beginNewCycle(db, { userId: actor.id, now: new Date() }));
  });
}
