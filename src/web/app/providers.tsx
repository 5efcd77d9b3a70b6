import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useToast } from '../components/ui/use-toast';
import { EnhancedReadingProvider } from '../lib/bionic';
import { queryClient } from '../lib/query-client';
import { ThemeProvider } from '../lib/theme';

const Toaster = lazy(() => import('../components/ui/toaster').then((module) => ({ default: module.Toaster })));

// Longest wait for an idle moment before the toast area loads anyway.
const TOASTER_IDLE_TIMEOUT_MS = 2000;

/**
 * The toast area (Radix Toast, 8 KB gzip of the 90 KB entry) loads once the page is idle or a toast
 * is raised, whichever comes first: no page shows a toast on its first paint, and a toast raised sooner
 * waits in the toast store until the area is there.
 */
function IdleToaster() {
  const [idle, setIdle] = useState(false);
  const raised = useToast().toasts.length > 0;
  useEffect(() => {
    const show = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(show, { timeout: TOASTER_IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(show, TOASTER_IDLE_TIMEOUT_MS);
    return () => clearTimeout(id);
  }, []);
  return idle || raised ? (
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
          <IdleToaster />
        </EnhancedReadingProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
