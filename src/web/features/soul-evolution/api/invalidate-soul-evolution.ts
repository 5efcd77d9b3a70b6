import type { QueryClient } from '@tanstack/react-query';
import { achievementsQuery } from './get-achievements';
import { soulEvolutionQuery } from './get-soul-evolution';
import { soulEvolutionStatsQuery } from './get-soul-evolution-stats';

/** After anything that may change the chakras: the record, the history and the figures are read again. */
export const invalidateSoulEvolution = (queryClient: QueryClient) =>
  Promise.all(
    [soulEvolutionQuery(), achievementsQuery(), soulEvolutionStatsQuery()].map(({ queryKey }) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
