import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, expect, it } from 'vitest';
import { Router } from 'wouter';
import { SearchForm } from '../../../src/web/app/layout/search-form';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const here = () => window.location.pathname + window.location.search;

/** The header search as the server draws it, then hydrated; `typeBeforeHydration` lands in the drawn box. */
async function hydratedSearch(typeBeforeHydration: string) {
  const form = <SearchForm id="header-search" placeholder="Search" />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Router ssrPath="/">{form}</Router>);
  document.body.append(container);
  const box = container.querySelector('input') as HTMLInputElement;
  box.value = typeBeforeHydration;
  await act(async () => {
    hydrateRoot(container, <Router ssrPath="/">{form}</Router>);
  });
  return { form: container.querySelector('form') as HTMLFormElement };
}

it('sends text typed while the page was still hydrating', async () => {
  const { form } = await hydratedSearch('  meditaton ');
  await act(async () => {
    form.requestSubmit();
  });
  expect(here()).toBe('/?search=meditaton');
});

it('sends nothing for blank text', async () => {
  const { form } = await hydratedSearch('   ');
  await act(async () => {
    form.requestSubmit();
  });
  expect(here()).toBe('/');
});
