import { soulEvolutionEndpoints } from '../../../../contract/endpoints/soul-evolution';
import { apiQueryKey, callApi } from '../../../lib/request';
import { soulEvolutionRead, useSignedInRead } from './soul-evolution-read';

export const soulEvolutionStatsQuery = () =>
  soulEvolutionRead(apiQueryKey(soulEvolutionEndpoints.stats), () => callApi(soulEvolutionEndpoints.stats));

/** The figures the chakra conditions read. */
export const useSoulEvolutionStats = () => useSignedInRead(soulEvolutionStatsQuery());
