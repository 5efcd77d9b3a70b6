import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './request';

/** Data never goes stale and is not refetched on focus; retries are opted into per query. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: 'throw' }),
      staleTime: Infinity,
      gcTime: 5 * 60_000,
      refetchInterval: false,
      refetchOnWindowFocus: false,
      retry: false,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
    },
    mutations: { retry: false },
  },
});
