import { soulEvolutionEndpoints } from '../../../../contract/endpoints/soul-evolution';
import { apiQueryKey, callApi } from '../../../lib/request';
import { soulEvolutionRead, useSignedInRead } from './soul-evolution-read';

export const soulEvolutionQuery = () =>
  soulEvolutionRead(apiQueryKey(soulEvolutionEndpoints.record), () => callApi(soulEvolutionEndpoints.record));

/** The chakras active in this cycle and the cycles completed. */
export const useSoulEvolution = () => useSignedInRead(soulEvolutionQuery());
