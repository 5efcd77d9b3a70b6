// Benchmark of the embedded start's memory budget (DESIGN.md, Budgets): the server as `npm start` runs it
// (scripts/start.mjs, the embedded database, every setting at its default) on a fresh data folder. A first
// start seeds the demo and stops; a second start on that folder is measured idle, then through a scripted
// browse by a few visitors over loopback (home, search, categories, product pages, journal entries,
// sign-up by the link in the log, sign-out and sign-in, cart add and remove), and idle again at the end.
// Resident memory is read from /proc for the server's process and its children. Writes
// bench/results/memory.json. Run with `npm run bench:memory`; BENCH_SECONDS (default 900) sets the browse.
import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, processTreeRssMb, repoRoot, stopBuiltServer } from './bench-server.js';

const BROWSE_SECONDS = Number(process.env.BENCH_SECONDS ?? 900);
const VIRTUAL_USERS = Number(process.env.BENCH_USERS ?? 4);
const BUDGET_MB = 400;
// Idle means after the start (or the last request) has settled: timers, the job queue's first polls, GC.
const SETTLE_MS = 10_000;
const SAMPLE_EVERY_MS = 30_000;
// A visitor reads a page for a while before the next one.
const THINK_MS = { min: 1_000, max: 5_000 };
// Bounds whatever the machine's speed. Sign-ups and sign-ins stay under the default per-address limits
// (20 sign-ups an hour, 100 sign-in attempts in 15 minutes), since every visitor here is 127.0.0.1.
const MAX_REQUESTS = 100_000;
const MAX_SIGN_UPS = 15;
const MAX_SIGN_INS = 60;
const REQUEST_TIMEOUT_MS = 15_000;
const FINISH_MS = 30_000;
const READY_WITHIN_MS = 120_000;
const LINK_WITHIN_MS = 15_000;
const resultsFile = path.join(repoRoot, 'bench/results/memory.json');

const SEARCHES = [
  'meditation',
  'breath',
  'journal',
  'sleep',
  'chakra',
  'tarot',
  'calm',
  'moon',
  'healing',
  'meditaton',
  'grattitude',
  'morning calm',
  'sound bath',
  'nowhere-to-be-found',
];
const SILVER_LININGS = [
  'The train was late, but I finished the book I had been carrying around for weeks.',
  'I lost the contract today, yet my sister called and we laughed for an hour.',
  'My back hurts after the move, but the new window catches the morning light beautifully.',
  'The exam went badly. I still learned which chapters I truly understand now.',
  'It rained all weekend, so I finally cooked the soup my grandmother used to make.',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const chance = (p: number) => Math.random() < p;

/** The server's own settings are left out of the environment, so each takes its default as in a plain `npm start`. */
function defaultEnvironment(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  const serverSettings = fs
    .readFileSync(path.join(repoRoot, '.env.example'), 'utf8')
    .split('\n')
    .map((line) => /^#?\s*([A-Z][A-Z0-9_]+)=/.exec(line)?.[1])
    .filter((name) => name !== undefined);
  for (const name of serverSettings) delete env[name];
  return env;
}

interface RunningServer {
  child: ChildProcess;
  base: string;
  readyMs: number;
}

/**
 * `npm start`'s own script on 127.0.0.1 with `dataDir`. The log is kept in the terminal's format (a
 * person runs it at one) and written to `logFile`, where the e-mailed links are read.
 */
async function startServer(dataDir: string, logFile: string): Promise<RunningServer> {
  const port = await freePort();
  const log = fs.openSync(logFile, 'a');
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    env: { ...defaultEnvironment(), DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_FORMAT: 'pretty' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  while (performance.now() - started < READY_WITHIN_MS) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { child, base, readyMs: Math.round(performance.now() - started) };
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error(`The server was not ready within ${READY_WITHIN_MS / 1000} s`);
}

interface Answer {
  status: number;
  text: string;
}

const stats = new Map<string, { count: number; statuses: Record<string, number>; networkErrors: number }>();
let requests = 0;
const problems: string[] = [];
const note = (problem: string) => problems.length < 50 && problems.push(problem);
const counts = { signUps: 0, signIns: 0, journalEntries: 0, cartAdds: 0, cartRemoves: 0 };

/** One visitor with a browser's cookie jar (the session) and cache (each built asset is fetched once). */
class Visitor {
  cookie: string | undefined;
  email: string | undefined;
  readonly assetsSeen = new Set<string>();

  constructor(
    private readonly base: string,
    private readonly logFile: string,
  ) {}

  async call(route: string, method: 'GET' | 'POST' | 'DELETE', url: string, json?: unknown): Promise<Answer | undefined> {
    if (++requests > MAX_REQUESTS) throw new Error('request cap reached');
    const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' };
    if (this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET') headers.origin = this.base;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const entry = stats.get(route) ?? { count: 0, statuses: {}, networkErrors: 0 };
    stats.set(route, entry);
    entry.count++;
    try {
      const response = await fetch(`${this.base}${url}`, {
        method,
        headers,
        ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      entry.statuses[response.status] = (entry.statuses[response.status] ?? 0) + 1;
      if (response.status >= 500) note(`${route}: ${response.status} ${text.slice(0, 200)}`);
      const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
      if (session) this.cookie = session.split(';')[0];
      return { status: response.status, text };
    } catch (error) {
      entry.networkErrors++;
      note(`${route}: ${(error as Error).message}`);
      return undefined;
    }
  }

  /** A page as a browser loads it: the HTML drawn on the server, its built files once, then the app's first calls. */
  async page(route: string, url: string) {
    const page = await this.call(`page ${route}`, 'GET', url);
    for (const [, asset] of page?.text.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g) ?? []) {
      if (this.assetsSeen.has(asset!)) continue;
      this.assetsSeen.add(asset!);
      await this.call('GET /assets/*', 'GET', asset!);
    }
    await this.call('GET /api/auth/user', 'GET', '/api/auth/user');
  }

  /** Covers of the products shown (a page shows a few above the fold). */
  async covers(productsJson: string | undefined, shown = 4) {
    if (!productsJson) return;
    const found = JSON.parse(productsJson) as { imageUrl: string | null }[] | { imageUrl: string | null };
    for (const item of (Array.isArray(found) ? found : [found]).slice(0, shown))
      if (item.imageUrl) await this.call('GET /api/images/:name', 'GET', item.imageUrl);
  }

  /** The link the server logged for an e-mail to this visitor (no SMTP in a local install). */
  async linkToken(email: string): Promise<string | undefined> {
    const deadline = Date.now() + LINK_WITHIN_MS;
    while (Date.now() < deadline) {
      const line = fs
        .readFileSync(this.logFile, 'utf8')
        .split('\n')
        .find((text) => text.includes(email) && text.includes('/finish-sign-up?token='));
      const token = line?.match(/\/finish-sign-up\?token=([\w-]+)/)?.[1];
      if (token) return token;
      await sleep(250);
    }
    return undefined;
  }
}

class Browse {
  productIds: number[] = [];
  categoryIds: number[] = [];

  constructor(
    private readonly base: string,
    private readonly logFile: string,
  ) {}

  visitor() {
    return new Visitor(this.base, this.logFile);
  }

  async loadCatalogue() {
    const v = this.visitor();
    const products = await v.call('GET /api/products', 'GET', '/api/products?pageSize=100');
    const categories = await v.call('GET /api/categories', 'GET', '/api/categories');
    if (products?.status !== 200 || categories?.status !== 200) throw new Error('could not read the catalogue');
    this.productIds = (JSON.parse(products.text) as { id: number }[]).map((item) => item.id);
    this.categoryIds = (JSON.parse(categories.text) as { id: number }[]).map((item) => item.id);
    if (this.productIds.length === 0) throw new Error('the demo catalogue is empty');
  }

  async home(v: Visitor) {
    await v.page('/', '/');
    await v.call('GET /api/stats', 'GET', '/api/stats');
    const featured = await v.call('GET /api/products', 'GET', '/api/products?filter=featured');
    await v.covers(featured?.text);
    await v.call('GET /api/activity/recent-purchases', 'GET', '/api/activity/recent-purchases');
  }

  async search(v: Visitor) {
    const query = encodeURIComponent(random(SEARCHES));
    await v.page('/?search', `/?search=${query}`);
    const found = await v.call('GET /api/products?search', 'GET', `/api/products?search=${query}`);
    await v.covers(found?.text);
    if (chance(0.3)) await v.call('GET /api/products?search', 'GET', `/api/products?search=${query}&page=2`);
  }

  async category(v: Visitor) {
    const category = random(this.categoryIds);
    const filter = chance(0.3) ? '&filter=under-20' : '';
    await v.page('/?category', `/?category=${category}${filter}`);
    await v.call('GET /api/categories', 'GET', '/api/categories');
    const found = await v.call('GET /api/products', 'GET', `/api/products?category=${category}${filter}`);
    await v.covers(found?.text);
  }

  async product(v: Visitor) {
    const id = random(this.productIds);
    await v.page('/product/:id', `/product/${id}`);
    const product = await v.call('GET /api/products/:id', 'GET', `/api/products/${id}`);
    await v.covers(product?.text, 1);
    await v.call('GET /api/products/:id/reviews', 'GET', `/api/products/${id}/reviews`);
    await v.call('POST /api/products/:id/views', 'POST', `/api/products/${id}/views`, {});
    if (v.cookie && chance(0.5)) await this.cart(v, id);
  }

  /** Adds the product, looks at the cart, and takes a line out again now and then. */
  async cart(v: Visitor, productId: number) {
    const added = await v.call('POST /api/cart', 'POST', '/api/cart', { productId });
    if (added?.status === 201) counts.cartAdds++;
    await v.page('/cart', '/cart');
    const cart = await v.call('GET /api/cart', 'GET', '/api/cart');
    const lines = cart?.status === 200 ? (JSON.parse(cart.text) as { id: number }[]) : [];
    if (lines.length > 0 && (lines.length > 2 || chance(0.6))) {
      const removed = await v.call('DELETE /api/cart/:id', 'DELETE', `/api/cart/${random(lines).id}`);
      if (removed?.status === 204) counts.cartRemoves++;
    }
  }

  async journal(v: Visitor) {
    await v.page('/journal', '/journal');
    const answer = await v.call('POST /api/journal-entries', 'POST', '/api/journal-entries', {
      silverLining: random(SILVER_LININGS),
    });
    if (answer?.status === 200) counts.journalEntries++;
  }

  /** Signs up by the e-mailed link (read from the log), or signs out and back in. */
  async account(v: Visitor) {
    if (!v.email) {
      if (counts.signUps >= MAX_SIGN_UPS) return;
      counts.signUps++;
      const email = `memory-${crypto.randomBytes(6).toString('hex')}@bench.example`;
      await v.page('/sign-up', '/sign-up');
      const asked = await v.call('POST /api/auth/sign-up', 'POST', '/api/auth/sign-up', {
        firstName: 'Sol',
        lastName: 'Rivers',
        email,
        password: 'river-stone-42',
      });
      if (asked?.status !== 202) return;
      const token = await v.linkToken(email);
      if (!token) return note(`no sign-up link was logged for ${email}`);
      await v.page('/finish-sign-up', `/finish-sign-up?token=${token}`);
      const finished = await v.call('POST /api/auth/sign-up/finish', 'POST', '/api/auth/sign-up/finish', { token });
      if (finished?.status === 201) v.email = email;
      return;
    }
    if (counts.signIns >= MAX_SIGN_INS) return;
    counts.signIns++;
    await v.call('POST /api/auth/sign-out', 'POST', '/api/auth/sign-out', {});
    v.cookie = undefined;
    await v.page('/sign-in', '/sign-in');
    await v.call('POST /api/auth/sign-in', 'POST', '/api/auth/sign-in', { email: v.email, password: 'river-stone-42' });
    await v.call('GET /api/purchases', 'GET', '/api/purchases');
  }

  /** One step of a visit, weighted roughly as people browse a shop. */
  async step(v: Visitor) {
    const roll = Math.random();
    if (roll < 0.15) await this.home(v);
    else if (roll < 0.4) await this.search(v);
    else if (roll < 0.55) await this.category(v);
    else if (roll < 0.82) await this.product(v);
    else if (roll < 0.9) await this.journal(v);
    // New visitors sign up early on; a returning one signs out and in now and then.
    else if (!v.email || chance(0.3)) await this.account(v);
    else await this.home(v);
  }
}

interface Sample {
  atSeconds: number;
  rssMb: number;
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-memory-'));
  const dataDir = path.join(work, 'data');
  const logFile = path.join(work, 'server.log');
  let server: RunningServer | undefined;
  try {
    console.log(`Memory: first start on a fresh data folder (${dataDir}), seeding the demo`);
    server = await startServer(dataDir, logFile);
    const firstStart = { readyMs: server.readyMs, rssMb: processTreeRssMb(server.child.pid!) };
    await stopBuiltServer(server.child);

    console.log('Memory: second start on that folder');
    server = await startServer(dataDir, logFile);
    const pid = server.child.pid!;
    const secondReadyMs = server.readyMs;
    const readyRssMb = processTreeRssMb(pid);
    await sleep(SETTLE_MS);
    const idleRssMb = processTreeRssMb(pid);
    console.log(`  ready in ${secondReadyMs} ms at ${readyRssMb} MB; idle ${idleRssMb} MB`);

    const browse = new Browse(server.base, logFile);
    await browse.loadCatalogue();
    console.log(`Memory: ${BROWSE_SECONDS} s of browsing by ${VIRTUAL_USERS} visitors, resident memory every 30 s`);
    const started = Date.now();
    const deadline = started + BROWSE_SECONDS * 1000;
    const samples: Sample[] = [{ atSeconds: 0, rssMb: idleRssMb }];
    const sampler = setInterval(() => {
      const sample = { atSeconds: Math.round((Date.now() - started) / 1000), rssMb: processTreeRssMb(pid) };
      samples.push(sample);
      console.log(`  ${sample.atSeconds} s: ${sample.rssMb} MB, ${requests} requests`);
    }, SAMPLE_EVERY_MS);
    const users = Array.from({ length: VIRTUAL_USERS }, async (_, index) => {
      // Visitors arrive one after another, not in one burst.
      await sleep(index * 2_000);
      const v = browse.visitor();
      while (Date.now() < deadline && requests < MAX_REQUESTS) {
        try {
          await browse.step(v);
        } catch (error) {
          note(`step failed: ${(error as Error).message}`);
        }
        await sleep(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min));
      }
    });
    const finished = await Promise.race([
      Promise.all(users).then(() => true),
      sleep(BROWSE_SECONDS * 1000 + FINISH_MS).then(() => false),
    ]);
    clearInterval(sampler);
    if (!finished) note(`visits were still running ${FINISH_MS / 1000} s after the deadline`);
    const browseSeconds = Math.round((Date.now() - started) / 100) / 10;
    const endRssMb = processTreeRssMb(pid);
    await sleep(SETTLE_MS);
    const afterBrowseIdleRssMb = processTreeRssMb(pid);
    samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), rssMb: afterBrowseIdleRssMb });
    await stopBuiltServer(server.child);
    server = undefined;

    const all = [...stats.values()];
    const serverErrors = all.reduce(
      (total, entry) => total + Object.entries(entry.statuses).reduce((n, [code, c]) => n + (Number(code) >= 500 ? c : 0), 0),
      0,
    );
    const networkErrors = all.reduce((total, entry) => total + entry.networkErrors, 0);
    const verdicts = {
      [`idle after the second start under ${BUDGET_MB} MB`]: idleRssMb < BUDGET_MB,
      [`idle after the browse under ${BUDGET_MB} MB`]: afterBrowseIdleRssMb < BUDGET_MB,
      'no 5xx answers or failed connections': serverErrors === 0 && networkErrors === 0,
    };
    const result = {
      measuredAt: new Date().toISOString(),
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}` },
      server: 'scripts/start.mjs (npm start), embedded database, default settings, logs in the terminal format',
      budgetMb: BUDGET_MB,
      firstStart,
      secondStart: { readyMs: secondReadyMs, readyRssMb, idleRssMb },
      browse: {
        seconds: browseSeconds,
        virtualUsers: VIRTUAL_USERS,
        thinkMs: THINK_MS,
        requests,
        serverErrors,
        networkErrors,
        ...counts,
        peakRssMb: Math.max(...samples.map((sample) => sample.rssMb), endRssMb),
        endRssMb,
        afterBrowseIdleRssMb,
        samples,
      },
      verdicts,
      problems,
      routes: Object.fromEntries([...stats.entries()].sort(([a], [b]) => a.localeCompare(b))),
    };
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);

    console.log(
      `${requests} requests in ${browseSeconds} s, ${serverErrors} 5xx, ${networkErrors} failed connections; ` +
        `${counts.signUps} sign-ups, ${counts.signIns} sign-ins, ${counts.journalEntries} journal entries`,
    );
    console.log(
      `Idle after the second start: ${idleRssMb} MB; after the browse: ${afterBrowseIdleRssMb} MB (budget ${BUDGET_MB} MB)`,
    );
    for (const line of problems.slice(0, 10)) console.log(`  ! ${line}`);
    const broken = Object.entries(verdicts).filter(([, ok]) => !ok);
    for (const [name] of broken) console.log(`OVER BUDGET: ${name}`);
    console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
    if (broken.length) process.exitCode = 2;
  } finally {
    if (server) await stopBuiltServer(server.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
