import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import type { InitialQueries } from '../contract/catalog-view';
import { createQueryClient } from './lib/query-client';

function page(client: QueryClient, url: string) {
  const [path = '/', search = ''] = url.split('?');
  return (
    <StrictMode>
      <AppProviders client={client}>
        <Router ssrPath={path} ssrSearch={search}>
          <AppRouter />
        </Router>
      </AppProviders>
    </StrictMode>
  );
}

// Server-rendering marks of a part left to the client (it suspended or failed).
const UNFINISHED = /<!--\$[?!]-->|<template/;

/**
 * The first view of a page as HTML, drawn with the default preferences, and the query cache the client
 * hydrates from. Plain HTML without inline scripts (the CSP allows none): a screen's lazy chunk is loaded
 * by a first, waiting render, after which the synchronous render holds the real text.
 */
export async function renderPage(url: string, queries: InitialQueries): Promise<{ html: string; state: unknown }> {
  const client = createQueryClient();
  for (const { queryKey, data } of queries) client.setQueryData(queryKey, data);
  let html = renderToString(page(client, url));
  if (UNFINISHED.test(html)) {
    const { prelude } = await prerenderToNodeStream(page(client, url));
    for await (const _ of prelude as unknown as AsyncIterable<unknown>);
    html = renderToString(page(client, url));
    if (UNFINISHED.test(html)) throw new Error(`${url} did not render completely on the server`);
  }
  const state = dehydrate(client);
  client.clear();
  return { html, state };
}
