import { useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../contract/auth';
import { getQueryFn } from './request';

export const authUserQueryKey = ['/api/auth/user'] as const;

/** The signed-in user; any failed answer or network error means signed out, silently. */
export function useAuth() {
  const { data, isLoading } = useQuery<AuthUser | null>({
    queryKey: authUserQueryKey,
    queryFn: async (context) => {
      try {
        return await getQueryFn<AuthUser | null>({ on401: 'returnNull' })(context);
      } catch {
        return null;
      }
    },
  });
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
