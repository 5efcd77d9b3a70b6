import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { hasErrorCode } from './api-error';
import { redirectToSignIn, type SignInNotice } from './sign-in-redirect';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query or mutation may word its own "please sign in" notice (the spec's add-to-cart notice). */
    queryMeta: { signInNotice?: SignInNotice };
    mutationMeta: { signInNotice?: SignInNotice };
  }
}

/** A 401 anywhere means the session is gone: one notice, then sign-in. Screens never handle it themselves. */
function onApiError(error: unknown, meta: { signInNotice?: SignInNotice } | undefined) {
  if (hasErrorCode(error, 'unauthorized')) redirectToSignIn(meta?.signInNotice);
}

/** Data never goes stale and is not refetched on focus; retries are opted into per query. */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onApiError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _variables, _context, mutation) => onApiError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: 5 * 60_000,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
