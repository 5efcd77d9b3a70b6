import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';

/** One of the Soul Evolution reads, keyed by its entry; the spec retries none of them. */
export const soulEvolutionRead = <T>(queryKey: unknown[], queryFn: () => Promise<T>) =>
  queryOptions({ queryKey, queryFn, retry: false });

/** The spec's rule for these reads: asked only when signed in. */
export function useSignedInRead<T>(options: ReturnType<typeof soulEvolutionRead<T>>) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...options, enabled: isAuthenticated });
}
