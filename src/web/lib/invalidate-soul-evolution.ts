import type { QueryClient } from '@tanstack/react-query';
import { soulEvolutionEndpoints } from '../../contract/endpoints/soul-evolution';
import { apiQueryKey } from './request';

/**
 * After anything that can unlock a chakra (a journal entry saved, a review written, a purchase confirmed,
 * a chakra checked): the Soul Evolution record, its history and its figures are read again. Here, not in the
 * soul-evolution feature, so the features where those activities happen can call it.
 */
export const invalidateSoulEvolution = (queryClient: QueryClient) =>
  Promise.all(
    [soulEvolutionEndpoints.record, soulEvolutionEndpoints.achievements, soulEvolutionEndpoints.stats].map((entry) =>
      queryClient.invalidateQueries({ queryKey: apiQueryKey(entry) }),
    ),
  );
