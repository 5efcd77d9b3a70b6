import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {
  catalogQueryKeys,
  DISCOVER_PAGE_SIZE,
  discoverFilters,
  hasProductFilters,
  type InitialQueries,
  productListPath,
  isNarrowed,
  readProductFilters,
  SHOWCASE_SIZE,
  STATS_PATH,
} from '../contract/catalog-view.js';
import { endpointTarget } from '../contract/endpoint.js';
import { catalogEndpoints } from '../contract/endpoints/catalog.js';
import { checkoutEndpoints } from '../contract/endpoints/checkout.js';
import { readRecordId } from '../contract/id-text.js';
import { APP_START, DRAWN_SCREENS } from './drawn-screens.js';
import { authEndpoints } from '../contract/endpoints/auth.js';
import { isPagePath, pages } from '../contract/pages.js';
import { purchaseEndpoints } from '../contract/endpoints/purchases.js';
import { subscriptionEndpoints } from '../contract/endpoints/subscriptions.js';

/** What the built client's manifest says of one module (only the fields used here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type RenderPage = (url: string, queries: InitialQueries) => Promise<{ html: string; state: unknown }>;
/** Answers a GET to the app's own API as the visitor: JSON, or null for any non-OK answer. */
export type ApiGet = (url: string) => Promise<unknown>;

export interface PageShell {
  /** CSP sources that allow the page's inline scripts. */
  scriptHashes: string[];
  /**
   * index.html for a URL: the screen's chunks preloaded and, for the catalogue's screens, its first view drawn.
   * `notFound` when the client will show a not-found screen: a path that is no page, a product id that cannot
   * be one, or (drawn) a product that does not exist.
   */
  html(url: string, signedIn: boolean, api?: ApiGet): Promise<{ html: string; drawn: boolean; notFound: boolean }>;
  /** API answers the screen asks for first, to preload beside the page (Link header values). */
  dataPreloads(url: string, signedIn: boolean): string[];
}

const PRODUCT_PAGE = /^\/product\/[^/]+$/;
/** The id of a product page's URL, read as the client reads it. */
const productPageId = (url: URL) => (PRODUCT_PAGE.test(url.pathname) ? readRecordId(url.pathname.slice(9)) : undefined);
const CREATOR_PAGE = /^\/creator\/[^/]+$/;
/** The id of a creator page's URL, read as the client reads it. */
const creatorPageId = (url: URL) => (CREATOR_PAGE.test(url.pathname) ? readRecordId(url.pathname.slice(9)) : undefined);

function screenOf(url: URL, signedIn: boolean): keyof typeof DRAWN_SCREENS | undefined {
  if (productPageId(url) !== undefined) return 'product';
  if (creatorPageId(url) !== undefined) return 'creator';
  if (url.pathname === pages.purchases.path) return signedIn ? 'purchases' : undefined;
  if (url.pathname !== '/') return undefined;
  return hasProductFilters(url.search) || signedIn ? 'discover' : 'landing';
}

const preload = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`;

// The client's first list request on each screen, byte for byte.
const showcaseListPath = () => productListPath({ filter: 'featured' }, 1, SHOWCASE_SIZE);
const discoverFiltersOf = (url: URL) => discoverFilters(readProductFilters(url.search));
const discoverListPath = (url: URL) => productListPath(discoverFiltersOf(url), 1, DISCOVER_PAGE_SIZE);

/** The stats strip is on the landing page and the unfiltered home, not above search or category results. */
const showsStats = (screen: keyof typeof DRAWN_SCREENS | undefined, url: URL) =>
  screen === 'landing' || (screen === 'discover' && !isNarrowed(readProductFilters(url.search)));

/** The queries the screen's first view reads, fetched through the API so the data is exactly what the client gets. */
async function initialQueries(screen: keyof typeof DRAWN_SCREENS, url: URL, api: ApiGet): Promise<InitialQueries | null> {
  const user = api(authEndpoints.user.path);
  if (screen === 'purchases') {
    // The buyer's own lists, keyed as the client keys an endpoint without input (apiQueryKey): [path]. The
    // referral card, below the collection, is left to the client: its link is written with the page's own origin.
    const lists = [purchaseEndpoints.list, purchaseEndpoints.continueListening, subscriptionEndpoints.list];
    const [buyer, ...answers] = await Promise.all([user, ...lists.map((entry) => api(entry.path))]);
    // A session that ended: the client sends the visitor to sign in, nothing is drawn.
    if (buyer === null || answers[0] === null) return null;
    return [
      { queryKey: catalogQueryKeys.authUser(), data: buyer },
      ...lists.flatMap((entry, index) => (answers[index] === null ? [] : [{ queryKey: [entry.path], data: answers[index] }])),
    ];
  }
  if (screen === 'creator') {
    const id = creatorPageId(url)!;
    const creator = await api(endpointTarget(catalogEndpoints.creator, { id }).url);
    return [
      { queryKey: catalogQueryKeys.authUser(), data: await user },
      { queryKey: catalogQueryKeys.creator(id), data: creator },
    ];
  }
  if (screen === 'product') {
    const id = productPageId(url)!;
    const mode = api(checkoutEndpoints.paymentMode.path);
    const queries: InitialQueries = [
      { queryKey: catalogQueryKeys.authUser(), data: await user },
      { queryKey: catalogQueryKeys.product(id), data: await api(endpointTarget(catalogEndpoints.product, { id }).url) },
    ];
    const paymentMode = await mode;
    return paymentMode === null ? queries : [...queries, { queryKey: catalogQueryKeys.paymentMode(), data: paymentMode }];
  }
  const categories = api('/api/categories');
  const stats = showsStats(screen, url) ? api(STATS_PATH) : undefined;
  const showcase = screen === 'landing';
  const filters = discoverFiltersOf(url);
  const list = await api(showcase ? showcaseListPath() : productListPath(filters, 1, DISCOVER_PAGE_SIZE));
  const queries: InitialQueries = [{ queryKey: catalogQueryKeys.authUser(), data: await user }];
  const categoryList = await categories;
  if (categoryList !== null) queries.push({ queryKey: catalogQueryKeys.categories(), data: categoryList });
  const figures = await stats;
  if (figures) queries.push({ queryKey: catalogQueryKeys.stats(), data: figures });
  if (list === null) return queries;
  if (showcase) return [...queries, { queryKey: catalogQueryKeys.products({ filter: 'featured' }, SHOWCASE_SIZE), data: list }];
  const pages = { pages: [list], pageParams: [1] };
  return [...queries, { queryKey: catalogQueryKeys.productPages(filters, DISCOVER_PAGE_SIZE), data: pages }];
}

/**
 * The page with `text` in place of the first `marker`. A replacer function, never a replacement string: drawn text
 * is people's (titles, descriptions, searches), and `$&`, `` $` `` or `$'` in a string would copy the page into itself.
 */
const putInPlace = (page: string, marker: string, text: string) => page.replace(marker, () => text);

// JSON inside a script element: nothing in it may close the element.
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

// The entry script and the modules index.html preloads for it, as Vite writes them into the head.
const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/**
 * Starts a drawn page's code once its first frame is drawn: the entry in `data-entry` runs and the modules in its
 * `data-modules` are preloaded. In the head, the entry and its preloads ran React before the first paint, so the
 * drawn page waited for code it does not need to be seen. A hidden tab (or a prerender) draws no frame, so it
 * starts at once. Its requests are low priority: nothing on screen waits for them, the covers being drawn do.
 * The entry first, then one preload a task: each element added costs the main thread a few milliseconds, and all
 * of them at once made one long task that held a tap back.
 * One fixed text for every page, allowed by its hash; the modules are the element's attributes.
 */
const BOOT_SCRIPT = `(() => {
  const { entry, modules } = document.currentScript.dataset;
  let started = false;
  const add = (element, properties) => {
    Object.assign(element, { crossOrigin: '', fetchPriority: 'low', ...properties });
    document.head.append(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    add(document.createElement('script'), { type: 'module', src: entry });
    const preloads = modules.split(' ').filter(Boolean);
    const next = () => {
      const href = preloads.shift();
      if (!href) return;
      add(document.createElement('link'), { rel: 'modulepreload', href });
      setTimeout(next);
    };
    next();
  };
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  requestAnimationFrame(() => setTimeout(start));
})();`;

const cspHash = (body: string) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;

/** Reads the built client once; undefined when there is none (API-only runs). */
export function loadPageShell(webRoot: string, serverRenderer?: string): PageShell | undefined {
  const indexPath = path.join(webRoot, 'index.html');
  const manifestPath = path.join(webRoot, '.vite/manifest.json');
  if (!fs.existsSync(indexPath)) return undefined;
  const template = fs.readFileSync(indexPath, 'utf8');
  const manifest: Record<string, ManifestChunk> = fs.existsSync(manifestPath)
    ? JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
    : {};

  const entry = template.match(ENTRY_SCRIPT);
  const scriptHashes = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, body]) => cspHash(body ?? ''));
  if (entry) scriptHashes.push(cspHash(BOOT_SCRIPT));
  // A drawn page's head holds no script: its code starts after the first paint (BOOT_SCRIPT).
  const entryModules = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const drawnTemplate = entry ? template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '') : template;

  // Each screen's chunk and everything it imports, after the app the entry loads a task after its own (APP_START),
  // less what index.html already loads.
  const inTemplate = (file: string) => template.includes(`/${file}"`);
  const headTags = new Map<string, string>();
  const screenModules = new Map<string, string[]>();
  for (const [screen, source] of Object.entries(DRAWN_SCREENS)) {
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(APP_START);
    visit(source);
    const tags = [
      ...[...css].filter((file) => !inTemplate(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...files].filter((file) => !inTemplate(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    headTags.set(screen, tags.join('\n    '));
    screenModules.set(
      screen,
      [...files].filter((file) => !inTemplate(file)).map((file) => `/${file}`),
    );
  }
  /** The drawn page's end: its state, then the script that starts its code after the first paint. */
  const bootTags = (screen: string) => {
    if (!entry) return '';
    const modules = [...entryModules, ...(screenModules.get(screen) ?? [])].join(' ');
    return `\n    <script data-entry="${entry[1]}" data-modules="${modules}">${BOOT_SCRIPT}</script>`;
  };

  let renderer: Promise<RenderPage | undefined> | undefined;
  const loadRenderer = () => {
    renderer ??=
      serverRenderer && fs.existsSync(serverRenderer)
        ? import(serverRenderer).then((module: { renderPage: RenderPage }) => module.renderPage)
        : Promise.resolve(undefined);
    return renderer;
  };

  return {
    scriptHashes,
    async html(url, signedIn, api) {
      const parsed = new URL(url, 'http://page');
      const screen = screenOf(parsed, signedIn);
      const tags = screen ? headTags.get(screen) : undefined;
      const withTags = tags ? putInPlace(template, '</head>', `    ${tags}\n  </head>`) : template;
      const noPage =
        !isPagePath(parsed.pathname) ||
        (PRODUCT_PAGE.test(parsed.pathname) && screen !== 'product') ||
        (CREATOR_PAGE.test(parsed.pathname) && screen !== 'creator');
      const render = screen ? await loadRenderer() : undefined;
      if (!screen || !render || !api) return { html: withTags, drawn: false, notFound: noPage };
      // Drawn here, the page paints without its code: the chunks load in their own time, behind the paint.
      const queries = await initialQueries(screen, parsed, api);
      if (!queries) return { html: withTags, drawn: false, notFound: noPage };
      const { html, state } = await render(url, queries);
      const drawn = `<div id="root">${html}</div>\n    <script type="application/json" id="initial-state">${scriptJson(state)}</script>${bootTags(screen)}`;
      // The product and creator pages draw "Not Found" for a record the API does not answer.
      const recordKey =
        screen === 'product'
          ? JSON.stringify(catalogQueryKeys.product(productPageId(parsed)!))
          : screen === 'creator'
            ? JSON.stringify(catalogQueryKeys.creator(creatorPageId(parsed)!))
            : undefined;
      const missingRecord = queries.some(({ queryKey, data }) => JSON.stringify(queryKey) === recordKey && data === null);
      return { html: putInPlace(drawnTemplate, '<div id="root"></div>', drawn), drawn: true, notFound: missingRecord };
    },
    dataPreloads(url, signedIn) {
      const parsed = new URL(url, 'http://page');
      const screen = screenOf(parsed, signedIn);
      const auth = preload(authEndpoints.user.path);
      if (screen === 'product')
        return [auth, preload(endpointTarget(catalogEndpoints.product, { id: productPageId(parsed) }).url)];
      if (screen === 'creator')
        return [auth, preload(endpointTarget(catalogEndpoints.creator, { id: creatorPageId(parsed) }).url)];
      const stats = showsStats(screen, parsed) ? [preload(STATS_PATH)] : [];
      if (screen === 'landing') return [auth, preload(showcaseListPath()), preload(catalogEndpoints.categories.path), ...stats];
      if (screen === 'discover')
        return [auth, preload(catalogEndpoints.categories.path), preload(discoverListPath(parsed)), ...stats];
      return [];
    },
  };
}

/** A drawn page is tens of kilobytes of HTML: compressed as the browser allows (fast settings, it is made per request). */
export function compressPage(html: string, acceptEncoding: string | undefined): { body: Buffer | string; encoding?: string } {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  if (accepts('br'))
    return {
      body: zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      encoding: 'br',
    };
  if (accepts('gzip')) return { body: zlib.gzipSync(html), encoding: 'gzip' };
  return { body: html };
}
