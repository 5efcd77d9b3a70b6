// Page budgets: first-load JavaScript (gzip) of the home, search, product and creator pages, the product page of a
// track with its preview, and My Purchases of a signed-in buyer of that track (with its player), and, when the
// lighthouse package is installed (npm install --no-save lighthouse@13.5.0 chrome-launcher), their
// Lighthouse performance and accessibility scores in the mobile profile, each the median of RUNS runs
// (default 3; every run is kept beside the median). Needs `npm run build` first. Writes bench/results/pages.json;
// PAGES=creator (or another comma-separated list of home, search, product, creator, preview, purchases) measures only those and
// prints them without writing the file, which holds a whole run. LIGHTHOUSE_REPORTS=<folder> keeps each run's whole report.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startMailCatcher } from './mail-catcher.mjs';

const root = path.resolve(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 5190);
const base = `http://127.0.0.1:${port}`;
const JS_BUDGET_KB = 150;
const RUNS = Number(process.env.RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The e-mails the app sends (sign-up links), kept here: the signed-in pages need a creator and a buyer.
const mail = [];
const smtp = await startMailCatcher((message) =>
  mail.push(
    message
      .toString('latin1')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  ),
);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-pages-'));
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    SMTP_URL: `smtp://127.0.0.1:${smtp.server.address().port}`,
    EMAIL_FROM: 'Soul Market <hello@pages.example>',
  },
  stdio: 'inherit',
});
const stop = () => {
  server.kill('SIGTERM');
  smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
};

/** A signed-up user's session cookie: the sign-up form, then the link the app e-mailed. */
async function signUp() {
  const id = Math.random().toString(36).slice(2, 8);
  const email = `pages-${id}@pages.example`;
  const person = { firstName: 'Ada', lastName: `Stone${id}`, email, password: 'river-stone-42' };
  await call('', 'POST', '/api/auth/sign-up', person);
  let token;
  for (let i = 0; i < 300 && !token; i++) {
    token = mail.find((message) => message.includes(`To: ${email}`))?.match(/finish-sign-up\?token=([\w-]+)/)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  const finished = await fetch(`${base}/api/auth/sign-up/finish`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!finished.ok) throw new Error(`sign-up failed: ${finished.status}`);
  return finished.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function call(cookie, method, url, body) {
  const form = body instanceof FormData;
  const answer = await fetch(base + url, {
    method,
    headers: { origin: base, cookie, ...(form || body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: form ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${url}: ${answer.status} ${await answer.text()}`);
  return answer.status === 204 ? undefined : answer.json();
}

/**
 * A creator publishes a two-minute mp3 (the server makes its one-minute preview) and a buyer pays for it with the
 * test card: the product page with a preview, and My Purchases with the buyer's player, signed in by cookie.
 */
async function trackAndBuyer() {
  const creator = await signUp();
  // MPEG-1 Layer III frames, 128 kbit/s at 44.1 kHz: 417 bytes, 26 ms each.
  const frame = Buffer.alloc(417);
  frame.set([0xff, 0xfb, 0x90, 0x00]);
  const mp3 = Buffer.concat(Array.from({ length: Math.ceil(120 / 0.026122) }, () => frame));
  const [category] = await call(creator, 'GET', '/api/categories');
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: 'Evening Body Scan',
    description: 'A slow guided body scan to settle the body and mind before sleep.',
    price: '9.00',
    categoryId: String(category.id),
    tags: 'sleep, meditation',
  }))
    form.append(key, value);
  form.append('file', new Blob([mp3], { type: 'audio/mpeg' }), 'body-scan.mp3');
  const { product } = await call(creator, 'POST', '/api/products', form);
  const buyer = await signUp();
  await call(buyer, 'POST', '/api/cart', { productId: product.id });
  const intent = await call(buyer, 'POST', '/api/create-payment-intent', { immediateAccessConsent: true });
  await call(buyer, 'POST', '/api/test-payments/confirm', {
    clientSecret: intent.clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
  });
  await call(buyer, 'POST', '/api/confirm-purchase', { paymentIntentId: intent.paymentIntentId, productIds: intent.productIds });
  return { productId: product.id, buyer };
}

try {
  for (
    let i = 0;
    i < 600 &&
    !(await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false));
    i++
  )
    await new Promise((r) => setTimeout(r, 100));
  const [first] = await (await fetch(`${base}/api/products?pageSize=1`)).json();
  const { productId, buyer } = await trackAndBuyer();
  const allPages = {
    home: '/',
    search: '/?search=meditation',
    product: `/product/${first.id}`,
    creator: `/creator/${first.creator.id}`,
    preview: `/product/${productId}`,
    purchases: '/purchases',
  };
  // The pages measured signed in, with the buyer's cookie.
  const cookies = { '/purchases': buyer };
  const only = process.env.PAGES?.split(',').map((name) => name.trim());
  const pages = Object.entries(allPages)
    .filter(([name]) => !only || only.includes(name))
    .map(([, page]) => page);

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = [];
  for (const page of pages) {
    const context = await browser.newContext();
    if (cookies[page]) {
      await context.addCookies(
        cookies[page].split('; ').map((pair) => {
          const [name, ...value] = pair.split('=');
          return { name, value: value.join('='), url: base };
        }),
      );
    }
    const tab = await context.newPage();
    const scripts = new Set();
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    await context.close();
    const gzipBytes = [...scripts].reduce(
      (sum, script) => sum + zlib.gzipSync(fs.readFileSync(path.join(root, 'dist/web', script))).length,
      0,
    );
    const firstLoadJsKb = Math.round((gzipBytes / 1024) * 10) / 10;
    results.push({ page, scripts: scripts.size, firstLoadJsKb, withinJsBudget: firstLoadJsKb < JS_BUDGET_KB });
  }
  await browser.close();

  const lighthouse = await import('lighthouse').catch(() => undefined);
  if (lighthouse) {
    const { launch } = await import('chrome-launcher');
    const chrome = await launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      // Pages alternate within each round, so a burst of load on the machine does not land on one page only.
      for (let round = 0; round < RUNS; round++) {
        for (const result of results) {
          const cookie = cookies[result.page];
          const run = await lighthouse.default(base + result.page, {
            port: chrome.port,
            output: 'json',
            onlyCategories: ['performance', 'accessibility'],
            ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
          });
          const { audits, categories, runtimeError } = run.lhr;
          if (process.env.LIGHTHOUSE_REPORTS) {
            fs.mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
            const name = `${result.page.replace(/\W+/g, '_')}-${round}.json`;
            fs.writeFileSync(path.join(process.env.LIGHTHOUSE_REPORTS, name), run.report);
          }
          if (runtimeError) {
            // A failed run (no paint seen, for one) is kept but left out of the median.
            result.runs = [...(result.runs ?? []), { error: runtimeError.code }];
            continue;
          }
          result.runs = [
            ...(result.runs ?? []),
            {
              performance: Math.round(categories.performance.score * 100),
              accessibility: Math.round(categories.accessibility.score * 100),
              fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
              lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
              tbtMs: Math.round(audits['total-blocking-time'].numericValue),
              cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
              speedIndexMs: Math.round(audits['speed-index'].numericValue),
            },
          ];
        }
      }
      for (const result of results) {
        const measured = result.runs.filter((run) => !run.error);
        result.lighthouse = Object.fromEntries(
          Object.keys(measured[0] ?? {}).map((key) => [key, median(measured.map((run) => run[key]))]),
        );
      }
    } finally {
      await chrome.kill();
    }
  }

  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  const output = {
    measuredAt: new Date().toISOString(),
    machineLoad: os.loadavg().map((load) => Math.round(load * 100) / 100),
    lighthouseRuns: RUNS,
    budgets: { firstLoadJsKb: JS_BUDGET_KB, lighthousePerformance: 95, lighthouseAccessibility: 100 },
    pages: results,
  };
  if (!only) fs.writeFileSync(path.join(root, 'bench/results/pages.json'), `${JSON.stringify(output, null, 2)}\n`);
  console.table(
    results.map(({ lighthouse: scores, runs, ...rest }) => ({ ...rest, ...(scores ?? { lighthouse: 'not installed' }) })),
  );
  console.log(only ? 'Not written: a partial run (PAGES)' : 'Written to bench/results/pages.json');
} finally {
  stop();
}
