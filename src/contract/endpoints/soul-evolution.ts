import { endpoint } from '../endpoint.js';
import type {
  achievementList,
  newCycleAnswer,
  soulEvolutionRecord,
  soulEvolutionStats,
  testUnlockAnswer,
  testUnlockRequest,
} from '../soul-evolution.js';

export const soulEvolutionEndpoints = {
  record: endpoint<undefined, typeof soulEvolutionRecord>('GET', '/api/soul-evolution'),
  stats: endpoint<undefined, typeof soulEvolutionStats>('GET', '/api/soul-evolution/stats'),
  achievements: endpoint<undefined, typeof achievementList>('GET', '/api/soul-evolution/achievements'),
  testUnlock: endpoint<typeof testUnlockRequest, typeof testUnlockAnswer>('POST', '/api/soul-evolution/test-unlock'),
  newCycle: endpoint<undefined, typeof newCycleAnswer>('POST', '/api/soul-evolution/new-cycle'),
};
