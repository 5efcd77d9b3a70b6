// Page budgets: first-load JavaScript (gzip) of the home, search, product and creator pages, and, when the
// lighthouse package is installed (npm install --no-save lighthouse@13.5.0 chrome-launcher), their
// Lighthouse performance and accessibility scores in the mobile profile, each the median of RUNS runs
// (default 3; every run is kept beside the median). Needs `npm run build` first. Writes bench/results/pages.json;
// PAGES=creator (or another comma-separated list of home, search, product, creator) measures only those and
// prints them without writing the file, which holds a whole run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.BENCH_PORT ?? 5190);
const base = `http://127.0.0.1:${port}`;
const JS_BUDGET_KB = 150;
const RUNS = Number(process.env.RUNS ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-pages-'));
const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

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
  const allPages = {
    home: '/',
    search: '/?search=meditation',
    product: `/product/${first.id}`,
    creator: `/creator/${first.creator.id}`,
  };
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
    const tab = await browser.newPage();
    const scripts = new Set();
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await tab.goto(base + page, { waitUntil: 'networkidle' });
    await tab.close();
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
          const run = await lighthouse.default(base + result.page, {
            port: chrome.port,
            output: 'json',
            onlyCategories: ['performance', 'accessibility'],
          });
          const { audits, categories, runtimeError } = run.lhr;
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
