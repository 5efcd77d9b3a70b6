import type { FastifyInstance } from 'fastify';
import { soulEvolutionEndpoints } from '../../../contract/endpoints/soul-evolution.js';
import {
  achievementList,
  newCycleAnswer,
  soulEvolutionRecord,
  soulEvolutionStats,
  testUnlockAnswer,
  testUnlockRequest,
} from '../../../contract/soul-evolution.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { activateEarnedChakras } from './activate-earned-chakras.js';
import { beginNewCycle } from './begin-new-cycle.js';
import { getSoulEvolution } from './get-soul-evolution.js';
import { getSoulEvolutionStats } from './get-soul-evolution-stats.js';
import { listAchievements } from './list-achievements.js';

export async function soulEvolutionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);

  signedIn(soulEvolutionEndpoints.record, { answer: soulEvolutionRecord }, ({ actor }) => getSoulEvolution(ctx, { actor }));

  // The current cycle's figures: what the chakras not yet active are measured against.
  signedIn(soulEvolutionEndpoints.stats, { answer: soulEvolutionStats }, ({ actor }) =>
    getSoulEvolutionStats(ctx, { actor, now: new Date() }),
  );

  signedIn(soulEvolutionEndpoints.achievements, { answer: achievementList }, ({ actor }) => listAchievements(ctx, { actor }));

  // Checks one chakra's condition now: it unlocks only what the user's data has earned.
  signedIn(
    soulEvolutionEndpoints.testUnlock,
    { request: testUnlockRequest, answer: testUnlockAnswer },
    async ({ actor, chakraNumber }) => ({
      newAchievements: await activateEarnedChakras(ctx, { actor, now: new Date(), chakraNumber }),
    }),
  );

  signedIn(soulEvolutionEndpoints.newCycle, { answer: newCycleAnswer }, ({ actor }) =>
    beginNewCycle(ctx, { actor, now: new Date() }),
  );
}
