import type { SoulEvolutionStats } from '../../../../contract/soul-evolution';
import { soulEvolutionRead, useSignedInRead } from './soul-evolution-read';

export const soulEvolutionStatsQuery = () => soulEvolutionRead<SoulEvolutionStats>('/api/soul-evolution/stats');

/** The figures the chakra conditions read. */
export const useSoulEvolutionStats = () => useSignedInRead(soulEvolutionStatsQuery());
