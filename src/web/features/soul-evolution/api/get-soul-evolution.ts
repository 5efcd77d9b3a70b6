import type { SoulEvolutionRecord } from '../../../../contract/soul-evolution';
import { soulEvolutionRead, useSignedInRead } from './soul-evolution-read';

export const soulEvolutionQuery = () => soulEvolutionRead<SoulEvolutionRecord>('/api/soul-evolution');

/** The chakras active in this cycle and the cycles completed. */
export const useSoulEvolution = () => useSignedInRead(soulEvolutionQuery());
