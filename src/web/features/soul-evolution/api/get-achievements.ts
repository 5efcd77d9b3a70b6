import { soulEvolutionEndpoints } from '../../../../contract/endpoints/soul-evolution';
import { apiQueryKey, callApi } from '../../../lib/request';
import { soulEvolutionRead, useSignedInRead } from './soul-evolution-read';

export const achievementsQuery = () =>
  soulEvolutionRead(apiQueryKey(soulEvolutionEndpoints.achievements), () => callApi(soulEvolutionEndpoints.achievements));

/** Every chakra activation, newest first. */
export const useAchievements = () => useSignedInRead(achievementsQuery());
