import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth';
import { apiJson } from '../../../lib/request';

/** One of the Soul Evolution reads, keyed by its path; the spec retries none of them. */
export const soulEvolutionRead = <T>(path: string) =>
  queryOptions({ queryKey: [path], queryFn: () => apiJson<T>('GET', path), retry: false });

/** The spec's rule for these reads: asked only when signed in. */
export function useSignedInRead<T>(options: ReturnType<typeof soulEvolutionRead<T>>) {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...options, enabled: isAuthenticated });
}
