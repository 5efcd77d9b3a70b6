import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compressPage, loadPageShell } from '../../../src/server/page-shell.js';
import zlib from 'node:zlib';

// A built client in miniature: index.html with an inline script, a manifest and a server renderer.
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'page-shell-'));
const inline = "document.documentElement.classList.add('x');";
fs.writeFileSync(
  path.join(webRoot, 'index.html'),
  `<!doctype html>\n<html><head><script>${inline}</script><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div></body></html>`,
);
fs.mkdirSync(path.join(webRoot, '.vite'));
fs.writeFileSync(
  path.join(webRoot, '.vite/manifest.json'),
  JSON.stringify({
    'src/web/main.tsx': { file: 'assets/index.js' },
    'src/web/start.tsx': { file: 'assets/start.js', imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js' },
    'src/web/app/routes/product-route.tsx': {
      file: 'assets/product-detail-page.js',
      imports: ['_card.js', 'src/web/main.tsx'],
    },
    '_card.js': { file: 'assets/card.js' },
  }),
);
const renderer = path.join(webRoot, 'entry-server.mjs');
// Echoes what it was given, so the test sees which queries the server filled, and a product's texts as a page would.
fs.writeFileSync(
  renderer,
  `export async function renderPage(url, queries) {
    const product = queries.map((query) => query.data).find((data) => data && data.tags);
    const texts = product ? "<h1>" + product.title + "</h1><p>" + product.description + "</p>" + product.tags.join(" ") : "";
    return { html: "<p>" + url + "</p>" + texts, state: { queries } };
  }`,
);
afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));

const shell = loadPageShell(webRoot, renderer)!;
// A replacement string's patterns: before the match, after it, the match itself.
const patterned = { id: 8, title: 'Calm $` before', description: "Rest $' after $$ and $1", tags: ['$&', 'peace'] };
const asked: string[] = [];
const api = async (url: string) => {
  asked.push(url);
  if (url === '/api/products/8') return patterned;
  if (url === '/api/products/7') return { id: 7, title: 'Calm </script><script>alert(1)</script>' };
  if (url === '/api/categories') return [{ id: 1 }];
  if (url === '/api/creators/5') return { id: 5, firstName: 'Rowan', lastName: 'Vale', products: [] };
  if (url === '/api/payment-mode') return { provider: 'test' };
  if (url.startsWith('/api/products?')) return [{ id: 7 }];
  return null;
};

describe('page shell', () => {
  const cspHash = (body: string) => `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`;

  it('allows its inline scripts by hash in the CSP: the preferences, and the one that starts a drawn page', async () => {
    const page = await shell.html('/product/7', false, api);
    const boot = /<script data-entry="[^"]*" data-modules="[^"]*">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
    expect(shell.scriptHashes).toEqual([cspHash(inline), cspHash(boot!)]);
  });

  it("starts a drawn page's code after its first paint: no script in its head, the entry, the app's and the screen's chunks after its state", async () => {
    const page = await shell.html('/product/7', false, api);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    expect(page.html).toMatch(
      /id="initial-state">.*<\/script>\n\s*<script data-entry="\/assets\/index.js" data-modules="\/assets\/start.js \/assets\/app.js \/assets\/product-detail-page.js \/assets\/card.js">/,
    );
    expect(page.html).toContain('requestAnimationFrame(() => setTimeout(start))');
    expect(page.html).toContain("fetchPriority: 'low'");
  });

  it('draws a product page with its data and no way out of the state script', async () => {
    asked.length = 0;
    const page = await shell.html('/product/7', false, api);
    expect(page.drawn).toBe(true);
    expect(page.html).toContain('<div id="root"><p>/product/7</p></div>');
    expect(asked.sort()).toEqual(['/api/auth/user', '/api/payment-mode', '/api/products/7']);
    const state = /<script type="application\/json" id="initial-state">(.*?)<\/script>/.exec(page.html)?.[1];
    expect(JSON.parse(state!).queries).toEqual([
      { queryKey: ['/api/auth/user'], data: null },
      { queryKey: ['/api/products', 7], data: { id: 7, title: 'Calm </script><script>alert(1)</script>' } },
      { queryKey: ['/api/payment-mode'], data: { provider: 'test' } },
    ]);
  });

  it('draws texts holding replacement patterns as written, into one page', async () => {
    for (const url of ['/product/8', "/?search=$'$`$&"]) {
      const page = await shell.html(url, false, api);
      expect(page.drawn).toBe(true);
      expect(page.html.match(/<!doctype html>/g)).toHaveLength(1);
      expect(page.html.match(/id="initial-state"/g)).toHaveLength(1);
      expect(page.html).toContain(`<p>${url}</p>`);
    }
    const page = await shell.html('/product/8', false, api);
    expect(page.html).toContain("<h1>Calm $` before</h1><p>Rest $' after $$ and $1</p>$& peace");
    const state = /id="initial-state">(.*?)<\/script>/.exec(page.html)![1]!;
    expect(JSON.parse(state).queries).toContainEqual({ queryKey: ['/api/products', 8], data: patterned });
  });

  it('asks for the same first page of a search as the client does', async () => {
    asked.length = 0;
    const page = await shell.html('/?search=inner%20peace', false, api);
    expect(page.drawn).toBe(true);
    expect(asked).toContain('/api/products?page=1&pageSize=24&search=inner+peace');
    const state = JSON.parse(/id="initial-state">(.*?)<\/script>/.exec(page.html)![1]!);
    expect(state.queries).toContainEqual({
      queryKey: ['/api/products', 'pages', { search: 'inner peace' }, 24],
      data: { pages: [[{ id: 7 }]], pageParams: [1] },
    });
  });

  it('chooses the landing page or the catalogue by the same rule as the client', () => {
    const showcase = '</api/products?page=1&pageSize=4&filter=featured>; rel=preload; as=fetch; crossorigin=use-credentials';
    // An unknown filter is ignored by the client, which then shows a signed-out visitor the landing page.
    expect(shell.dataPreloads('/?filter=cheapest', false)).toContain(showcase);
    expect(shell.dataPreloads('/?filter=under-20', false)).toContain(
      '</api/products?page=1&pageSize=24&filter=under-20>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  it('sends other pages undrawn, and preloads the screen chunk when it cannot draw', async () => {
    expect((await shell.html('/cart', false, api)).drawn).toBe(false);
    // Not a product id as the client reads one: the client shows its not-found screen.
    for (const url of ['/product/0x10', '/product/1e2', '/product/0'])
      expect((await shell.html(url, false, api)).drawn).toBe(false);
    const undrawn = await shell.html('/product/7', false);
    expect(undrawn.drawn).toBe(false);
    expect(undrawn.html).toContain('<link rel="modulepreload" crossorigin href="/assets/product-detail-page.js">');
    expect(undrawn.html).toContain('<link rel="modulepreload" crossorigin href="/assets/card.js">');
    expect(undrawn.html).toContain('<link rel="modulepreload" crossorigin href="/assets/app.js">');
    expect(undrawn.html).not.toContain('modulepreload" crossorigin href="/assets/index.js"');
    expect(shell.dataPreloads('/product/7', false)).toContain(
      '</api/products/7>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  it('says which answers are the not-found screen: no such page, no such product id, no such product', async () => {
    for (const url of ['/no-such-page', '/product/0x10', '/product/7/more', '/cart/extra?x=1']) {
      expect((await shell.html(url, false, api)).notFound, url).toBe(true);
      expect((await shell.html(url, false)).notFound, url).toBe(true);
    }
    // Drawn: the API does not answer product 9, so the page is "Product Not Found".
    const missing = await shell.html('/product/9', false, api);
    expect(missing).toMatchObject({ drawn: true, notFound: true });
    for (const url of ['/', '/product/7', '/cart', '/success?payment_intent=pi_1', '/r/friend'])
      expect((await shell.html(url, false, api)).notFound, url).toBe(false);
  });

  it('draws a creator page from its answer, and answers 404 for a creator the API does not know or an id that is none', async () => {
    const drawn = await shell.html('/creator/5', false, api);
    expect(drawn).toMatchObject({ drawn: true, notFound: false });
    expect(drawn.html).toContain('"firstName":"Rowan"');
    expect(asked).toContain('/api/creators/5');
    expect(await shell.html('/creator/6', false, api)).toMatchObject({ drawn: true, notFound: true });
    expect((await shell.html('/creator/abc', false, api)).notFound).toBe(true);
    expect(shell.dataPreloads('/creator/5', false)).toContain(
      '</api/creators/5>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
  });

  it('draws My Purchases for a signed-in buyer from their own answers, and leaves it to the client when the session has ended', async () => {
    const bought = [{ id: 3, product: { id: 8, title: 'Evening Chant' } }];
    const buyerApi = async (url: string) =>
      url === '/api/auth/user' ? { id: 2 } : url === '/api/purchases' ? bought : url === '/api/subscriptions' ? [] : null;
    const drawn = await shell.html('/purchases', true, buyerApi);
    expect(drawn).toMatchObject({ drawn: true, notFound: false });
    expect(drawn.html).toContain('"title":"Evening Chant"');
    expect(drawn.html).toContain('["/api/subscriptions"]');
    // The answer the API did not give (continue listening here) is left for the client to ask.
    expect(drawn.html).not.toContain('/api/purchases/continue-listening');
    expect((await shell.html('/purchases', false, buyerApi)).drawn).toBe(false);
    const ended = async (url: string) => (url === '/api/purchases' ? null : buyerApi(url));
    expect((await shell.html('/purchases', true, ended)).drawn).toBe(false);
  });

  it('compresses as the browser allows', () => {
    const html = '<p>peace</p>'.repeat(100);
    const br = compressPage(html, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body as Buffer).toString()).toBe(html);
    expect(compressPage(html, 'gzip').encoding).toBe('gzip');
    expect(compressPage(html, undefined)).toEqual({ body: html });
  });
});
