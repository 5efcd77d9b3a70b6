import { hydrate } from '@tanstack/react-query';
import { type ReactNode, StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { cn } from './lib/utils';
import { readStored } from './lib/storage';

const app = (router: ReactNode) => (
  <StrictMode>
    <AppProviders>{router}</AppProviders>
  </StrictMode>
);

const root = document.getElementById('root')!;
const initial = document.getElementById('initial-state');
// The server draws the first view with the default theme and reading mode; other choices render afresh.
const defaults = readStored('theme') !== 'dark' && readStored('bionicReading') !== 'true';
if (initial?.textContent) hydrate(queryClient, JSON.parse(initial.textContent));
// As a transition, hydration yields to the browser in small slices instead of one long task.
// Hydration reads the URL the server drew: a navigation before it ends (a quick search from the header)
// then renders after it, instead of meeting markup drawn for another URL (React error #418).
const drawnUrl = (
  <Router ssrPath={location.pathname} ssrSearch={location.search.slice(1)}>
    <AppRouter />
  </Router>
);
if (initial && root.firstChild && defaults) {
  // tailwind-merge builds its class map on its first call (tens of milliseconds on a phone): in a task of its own,
  // after the one that ran this module, rather than inside a slice of hydration that cannot yield in the middle.
  setTimeout(() => {
    cn();
    setTimeout(() => startTransition(() => void hydrateRoot(root, app(drawnUrl))));
  });
} else createRoot(root).render(app(<AppRouter />));

// The service worker keeps bought tracks for offline listening (decision 061); registered once the page has loaded
// (a drawn page starts this code after its first frame, often after the load event).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
