import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '../../src/web/components/ui/toaster';
import { TOAST_REMOVE_DELAY, toast } from '../../src/web/components/ui/use-toast';
import { createQueryClient } from '../../src/web/lib/query-client';

export interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Route = (call: Call) => { status?: number; body?: unknown } | undefined;

/**
 * Answers the page's API calls from `route` (by method and path) and records them. An unrouted call
 * fails the test, so a page cannot quietly call something new.
 */
export function stubApi(route: Route) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const answer = route(call);
      if (!answer) throw new Error(`unexpected call ${call.method} ${call.url}`);
      const status = answer.status ?? 200;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status });
    }),
  );
  return calls;
}

export const signedInUser = { id: 1, firstName: 'Ada', lastName: 'Stone', email: 'ada@example.com', profileImageUrl: null };

/** Renders with a fresh query client (the app's own settings and 401 handling) and the toast area. */
export function renderWithApp(ui: ReactNode) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

/**
 * Toasts are module state: a test's last notice would still show in the next test. One toast shows at a
 * time, so a blank one pushes it out; dismissed and past the removal delay, nothing is left. Needs fake timers.
 */
function clearToasts() {
  toast({}).dismiss();
  vi.advanceTimersByTime(TOAST_REMOVE_DELAY);
}

/**
 * Each test on a fake clock that still moves (so the app's 1 s and 500 ms timers can be stepped over), with
 * the page, toasts and stubbed browser APIs cleared afterwards.
 */
export function resetBetweenTests() {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}
