import type { SoulEvolutionRecord } from '../../../contract/soul-evolution.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/present-user.js';
import { activeChakrasOf, currentCycle } from './soul-evolution-cycle.js';

export interface GetSoulEvolutionOptions {
  actor: UserRow;
}

/** The chakras active in the current cycle and the cycles completed. */
export async function getSoulEvolution(
  ctx: Pick<AppContext, 'db'>,
  { actor }: GetSoulEvolutionOptions,
): Promise<SoulEvolutionRecord> {
  const cycle = await currentCycle(ctx, { userId: actor.id });
  return {
    activatedChakras: await activeChakrasOf(ctx, { userId: actor.id, cycle: cycle.number }),
    totalBuddhas: cycle.totalBuddhas,
  };
}
