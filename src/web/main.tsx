import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { queryClient } from './lib/query-client';
import { readStored } from './lib/storage';
import './styles/index.css';

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
    </AppProviders>
  </StrictMode>
);

const root = document.getElementById('root')!;
const initial = document.getElementById('initial-state');
// The server draws the first view with the default theme and reading mode; other choices render afresh.
const defaults = readStored('theme') !== 'dark' && readStored('bionicReading') !== 'true';
if (initial?.textContent) hydrate(queryClient, JSON.parse(initial.textContent));
// As a transition, hydration yields to the browser in small slices instead of one long task.
if (initial && root.firstChild && defaults) startTransition(() => void hydrateRoot(root, app));
else createRoot(root).render(app);
