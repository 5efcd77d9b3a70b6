import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { EnhancedReadingProvider } from '../lib/bionic';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <EnhancedReadingProvider>
          {children}
          <Toaster />
        </EnhancedReadingProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
