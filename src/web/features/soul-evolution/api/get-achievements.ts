import type { AchievementList } from '../../../../contract/soul-evolution';
import { soulEvolutionRead, useSignedInRead } from './soul-evolution-read';

export const achievementsQuery = () => soulEvolutionRead<AchievementList>('/api/soul-evolution/achievements');

/** Every chakra activation, newest first. */
export const useAchievements = () => useSignedInRead(achievementsQuery());
