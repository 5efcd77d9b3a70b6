import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { useToast } from '../components/ui/use-toast';
import { EnhancedReadingProvider } from '../lib/bionic';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme';

const Toaster = lazy(() => import('../components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toast area (Radix Toast, 8 KB gzip of the 90 KB entry) loads with the first toast raised: no page
 * shows one on its first paint. The toast waits in the toast store until the area is there, and Radix
 * announces it from there.
 */
function ToasterOnFirstToast() {
  const raised = useToast().toasts.length > 0;
  return raised ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** The server renders each page with its own query client; the browser has one for its lifetime. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider>
        <EnhancedReadingProvider>
          {children}
          <ToasterOnFirstToast />
        </EnhancedReadingProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
