import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { PlayerProvider } from '../features/purchases/player/player-provider';
import { EnhancedReadingProvider } from '../lib/bionic';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme';

/** The server renders each page with its own query client; the browser has one for its lifetime. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <EnhancedReadingProvider>
          {/* Above the router: a track keeps playing from page to page. */}
          <PlayerProvider>
            {children}
            <Toaster />
          </PlayerProvider>
        </EnhancedReadingProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
