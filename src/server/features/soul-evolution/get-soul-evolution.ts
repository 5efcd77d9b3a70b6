import type { SoulEvolutionRecord } from '../../../contract/soul-evolution.js';
import type { Database } from '../../db/client.js';
import { activeChakrasOf, currentCycle } from './soul-evolution-cycle.js';

/** The chakras active in the current cycle and the cycles completed. */
export async function getSoulEvolution(db: Database, { userId }: { userId: number }): Promise<SoulEvolutionRecord> {
  const cycle = await currentCycle(db, userId);
  return { activatedChakras: await activeChakrasOf(db, userId, cycle.number), totalBuddhas: cycle.totalBuddhas };
}
