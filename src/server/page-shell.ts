import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the built client's manifest says of one module (only the fields used here). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

export interface PageShell {
  /** CSP sources that allow the page's inline scripts. */
  scriptHashes: string[];
  /** index.html for a URL, with the chunks of the screen it shows preloaded. */
  html(url: string, signedIn: boolean): string;
  /** API answers the screen asks for first, to preload beside the page (Link header values). */
  dataPreloads(url: string, signedIn: boolean): string[];
}

// The screens a first visit most often lands on, by the client module that draws them (see src/web/app/router.tsx).
const SCREENS = {
  landing: 'src/web/app/routes/landing-route.tsx',
  discover: 'src/web/features/catalog/pages/discover-page.tsx',
  product: 'src/web/features/catalog/pages/product-detail-page.tsx',
} as const;

// The client's first requests on those screens, byte for byte (src/web/features/catalog/api/get-products.ts).
const DISCOVER_PAGE_SIZE = 24;
const SHOWCASE_SIZE = 4;

function screenOf(url: URL, signedIn: boolean): keyof typeof SCREENS | undefined {
  if (/^\/product\/\d{1,10}$/.test(url.pathname)) return 'product';
  if (url.pathname !== '/') return undefined;
  const narrowed = ['search', 'category', 'filter'].some((key) => url.searchParams.get(key)?.trim());
  return narrowed || signedIn ? 'discover' : 'landing';
}

const preload = (href: string) => `<${href}>; rel=preload; as=fetch; crossorigin=use-credentials`;

function productListUrl(url: URL, pageSize: number, featuredOnly: boolean) {
  const params = new URLSearchParams({ page: '1', pageSize: String(pageSize) });
  if (featuredOnly) params.set('filter', 'featured');
  else {
    const search = url.searchParams.get('search')?.trim();
    const category = Number(url.searchParams.get('category'));
    const filter = url.searchParams.get('filter');
    if (search) params.set('search', search);
    if (Number.isInteger(category) && category > 0) params.set('category', String(category));
    if (filter === 'featured' || filter === 'under-20') params.set('filter', filter);
    if ([...params.keys()].length === 2) params.set('filter', 'featured');
  }
  return `/api/products?${params}`;
}

/** Reads the built client once; undefined when there is none (API-only runs). */
export function loadPageShell(webRoot: string): PageShell | undefined {
  const indexPath = path.join(webRoot, 'index.html');
  const manifestPath = path.join(webRoot, '.vite/manifest.json');
  if (!fs.existsSync(indexPath)) return undefined;
  const template = fs.readFileSync(indexPath, 'utf8');
  const manifest: Record<string, ManifestChunk> = fs.existsSync(manifestPath)
    ? JSON.parse(fs.readFileSync(manifestPath, 'utf8'))
    : {};

  const scriptHashes = [...template.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );

  // Each screen's chunk and everything it imports, less what index.html already loads.
  const inTemplate = (file: string) => template.includes(`/${file}"`);
  const headTags = new Map<string, string>();
  for (const [screen, source] of Object.entries(SCREENS)) {
    const files = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const sheet of chunk.css ?? []) css.add(sheet);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(source);
    const tags = [
      ...[...css].filter((file) => !inTemplate(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...files].filter((file) => !inTemplate(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ];
    headTags.set(screen, tags.join('\n    '));
  }

  return {
    scriptHashes,
    html(url, signedIn) {
      const screen = screenOf(new URL(url, 'http://page'), signedIn);
      const tags = screen ? headTags.get(screen) : undefined;
      return tags ? template.replace('</head>', `    ${tags}\n  </head>`) : template;
    },
    dataPreloads(url, signedIn) {
      const parsed = new URL(url, 'http://page');
      const screen = screenOf(parsed, signedIn);
      const auth = preload('/api/auth/user');
      if (screen === 'product') return [auth, preload(`/api/products/${parsed.pathname.split('/')[2]}`)];
      if (screen === 'landing') return [auth, preload(productListUrl(parsed, SHOWCASE_SIZE, true)), preload('/api/categories')];
      if (screen === 'discover')
        return [auth, preload('/api/categories'), preload(productListUrl(parsed, DISCOVER_PAGE_SIZE, false))];
      return [];
    },
  };
}
