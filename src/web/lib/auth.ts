import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '../../contract/auth';
import { catalogQueryKeys } from '../../contract/catalog-view';
import { authEndpoints } from '../../contract/endpoints/auth';
import { callApi } from './request';

/** Any failed answer or network error means signed out, silently (never the 401 notice). */
async function getAuthUser(): Promise<AuthUser | null> {
  try {
    return await callApi(authEndpoints.user);
  } catch {
    return null;
  }
}

export const authUserQuery = () => queryOptions({ queryKey: catalogQueryKeys.authUser(), queryFn: getAuthUser });

/** The signed-in user. */
export function useAuth() {
  const { data, isLoading } = useQuery(authUserQuery());
  const user = data ?? null;
  return { user, isLoading, isAuthenticated: user !== null };
}
