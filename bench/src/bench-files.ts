// Benchmark of the 100 MB file budget (DESIGN.md, Budgets): starts the production server on a fresh
// data folder, uploads a generated 100 MB file as a creator, downloads it back, and measures the
// server's memory growth and the throughput of both, beside a plain static-file server in the same run.
// Then the in-page player's shape (decision 055): the file streamed whole from the stream route, and 20
// listeners seeking at once (a range from a random byte, read 1 MB, seek again; a warm-up round, then three
// rounds measured), with the first byte's latency and the memory growth; then the preview shapes (bench/src/preview-budget.ts). Writes
// bench/results/files.json. Run with `npm run bench:files`; `npm run bench:files -- previews` measures the
// previews alone and updates their part.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_MAX_BYTES } from '../../src/contract/uploads.js';
import { openDatabase } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/auth.js';
import { hashPassword } from '../../src/server/features/auth/passwords.js';
import { measurePreviews } from './preview-budget.js';

const root = path.resolve(import.meta.dirname, '../..');
const FILE_BYTES = UPLOAD_MAX_BYTES;
const MB = 1024 * 1024;
const RUNS = 3;
const SAMPLE_MS = 50;
const BUDGET = { memoryGrowthMb: 64, downloadVsStatic: 0.5, seekFirstByteP99Ms: 50 };
const LISTENERS = 20;
const SEEKS_PER_LISTENER = 25;
// A first round warms the server up (compiling the route and the database's code paths) and is reported apart;
// the budget is read on the rounds after it, as a running server answers.
const SEEK_ROUNDS = 3;
const READ_PER_SEEK = MB;

interface Transfer {
  seconds: number;
  bytes: number;
  status: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/** A 100 MB UTF-8 text file, written line by line: never held in memory. */
async function writeTextFile(target: string) {
  const line = Buffer.from('Breathe in for four counts, hold for seven, and release for eight. Notice the body soften.\n');
  async function* lines() {
    const block = Buffer.concat(Array.from({ length: 700 }, () => line));
    let written = 0;
    while (written < FILE_BYTES) {
      const chunk = block.subarray(0, Math.min(block.length, FILE_BYTES - written));
      written += chunk.length;
      yield chunk;
    }
  }
  await pipeline(lines, fs.createWriteStream(target));
}

function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = /VmRSS:\s+(\d+) kB/.exec(status);
  return match ? Number(match[1]) * 1024 : 0;
}

/** Samples the process's resident memory every 50 ms while `work` runs; answers the peak. */
async function withPeakRss<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, SAMPLE_MS);
  try {
    const result = await work();
    peak = Math.max(peak, rssBytes(pid));
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

async function waitForReady(base: string, child: ChildProcess) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become ready within 60 s');
}

const CREATOR = { email: 'bench-creator@bench.example', password: 'river-stone-42' };
const BUYER = { email: 'bench-buyer@bench.example', password: 'meadow-lark-17' };

/**
 * The creator's and the buyer's accounts, written into the server's embedded database before it starts (once
 * running it holds the database alone, so the e-mailed sign-up link could not be read): the upload and the
 * listening are measured here, not sign-up.
 */
async function createAccounts(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    for (const [account, firstName] of [
      [CREATOR, 'Creator'],
      [BUYER, 'Buyer'],
    ] as const) {
      const passwordHash = await hashPassword(account.password);
      await database.db.insert(users).values({ email: account.email, firstName, lastName: 'Bench', passwordHash });
    }
  } finally {
    await database.close();
  }
}

async function signIn(base: string, account: typeof CREATOR): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('sid='))!
    .split(';')[0]!;
}

/** The buyer buys the product through the app: cart, a test-mode payment, the purchase confirmed. */
async function buy(base: string, cookie: string, productId: number) {
  const call = async (url: string, body: object) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${url} answered ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  await call('/api/cart', { productId });
  const { clientSecret, paymentIntentId, productIds } = await call('/api/create-payment-intent', {
    immediateAccessConsent: true,
  });
  await call('/api/test-payments/confirm', { clientSecret, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' });
  await call('/api/confirm-purchase', { paymentIntentId, productIds });
}

/** Streams the file as the product's multipart upload: text fields first, then the file. */
function upload(base: string, cookie: string, file: string): Promise<Transfer & { body: string }> {
  const boundary = `----bench${Date.now()}`;
  const fields = {
    title: 'Breath Counting Companion',
    description: 'A long plain-text companion of breath-counting prompts for daily practice.',
    price: '15.00',
    categoryId: '12',
    tags: 'breathwork, practice',
  };
  const head = Buffer.from(
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="breath-companion.txt"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const length = head.length + fs.statSync(file).size + tail.length;
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/products`, {
      method: 'POST',
      headers: { cookie, origin: base, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': length },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          seconds: Number(process.hrtime.bigint() - started) / 1e9,
          bytes: length,
          status: response.statusCode ?? 0,
          body,
        }),
      );
    });
    request.write(head);
    const source = fs.createReadStream(file);
    source.pipe(request, { end: false });
    source.on('end', () => request.end(tail));
    source.on('error', reject);
  });
}

/** Downloads `url`, counting and discarding the bytes. */
function download(url: string, headers: Record<string, string> = {}): Promise<Transfer> {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({ seconds: Number(process.hrtime.bigint() - started) / 1e9, bytes, status: response.statusCode ?? 0 }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * One seek of a player: asks for the file from `start`, notes when the first body byte arrives (ms), reads up to
 * `READ_PER_SEEK` bytes and hangs up, as a player does when the listener seeks again.
 */
function seek(url: string, cookie: string, start: number): Promise<{ firstByteMs: number; status: number }> {
  const started = process.hrtime.bigint();
  let hungUp = false;
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { cookie, range: `bytes=${start}-` } }, (response) => {
      let firstByteMs = -1;
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = Number(process.hrtime.bigint() - started) / 1e6;
        read += chunk.length;
        if (read >= READ_PER_SEEK && !hungUp) {
          hungUp = true;
          request.destroy();
          resolve({ firstByteMs, status: response.statusCode ?? 0 });
        }
      });
      response.on('end', () => resolve({ firstByteMs, status: response.statusCode ?? 0 }));
    });
    request.on('error', (error) => (hungUp ? undefined : reject(error)));
  });
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)]!;

/** 20 listeners seeking at once, each `SEEKS_PER_LISTENER` times: the first byte's latency of every seek. */
async function seekTogether(url: string, cookie: string): Promise<number[]> {
  const times = await Promise.all(
    Array.from({ length: LISTENERS }, async () => {
      const times: number[] = [];
      for (let turn = 0; turn < SEEKS_PER_LISTENER; turn++) {
        const start = Math.floor(Math.random() * (FILE_BYTES - READ_PER_SEEK));
        const answer = await seek(url, cookie, start);
        if (answer.status !== 206) throw new Error(`a seek answered ${answer.status}`);
        times.push(answer.firstByteMs);
      }
      return times;
    }),
  );
  return times.flat();
}

/** The warm-up round, then `SEEK_ROUNDS` rounds pooled. */
async function seekRounds(url: string, cookie: string) {
  const warmUp = latencyFigures(await seekTogether(url, cookie));
  const measured: number[] = [];
  for (let round = 0; round < SEEK_ROUNDS; round++) measured.push(...(await seekTogether(url, cookie)));
  return { warmUp, firstByteMs: latencyFigures(measured) };
}

const round = (ms: number) => Math.round(ms * 10) / 10;
const latencyFigures = (times: number[]) => ({
  p50: round(percentile(times, 50)),
  p95: round(percentile(times, 95)),
  p99: round(percentile(times, 99)),
  max: round(Math.max(...times)),
});

/** The in-page player's shape: the whole file from the stream route, then 20 listeners seeking at once. */
async function measureStreaming(base: string, cookie: string, productId: number, pid: number) {
  const url = `${base}/api/purchases/${productId}/stream`;
  const wholeBaseline = rssBytes(pid);
  const whole = await withPeakRss(pid, () => download(url, { cookie }));
  const seekBaseline = rssBytes(pid);
  const seeks = await withPeakRss(pid, () => seekRounds(url, cookie));
  const { warmUp, firstByteMs } = seeks.result;
  const wholeGrowth = megabytes(whole.peak - wholeBaseline);
  const seekGrowth = megabytes(seeks.peak - seekBaseline);
  return {
    // A buyer, as in the page's player: each request passes the access rule and counts the delivery (the whole file
    // starts a download; a seek further in writes nothing once one is counted).
    actor: 'a buyer of the product',
    whole: {
      status: whole.result.status,
      bytes: whole.result.bytes,
      mbPerSecond: mbPerSecond(whole.result),
      memoryGrowthMb: wholeGrowth,
    },
    seeking: {
      listeners: LISTENERS,
      seeksEach: SEEKS_PER_LISTENER,
      rounds: SEEK_ROUNDS,
      readPerSeekBytes: READ_PER_SEEK,
      warmUpFirstByteMs: warmUp,
      firstByteMs,
      memoryGrowthMb: seekGrowth,
    },
    withinBudget:
      whole.result.status === 200 &&
      whole.result.bytes === FILE_BYTES &&
      wholeGrowth < BUDGET.memoryGrowthMb &&
      seekGrowth < BUDGET.memoryGrowthMb &&
      firstByteMs.p99 < BUDGET.seekFirstByteP99Ms,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const mbPerSecond = (transfer: Transfer) => Math.round((transfer.bytes / MB / transfer.seconds) * 10) / 10;
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** The reference: node:http streaming the same file from disk, in its own process like the app. */
const STATIC_SERVER = `
import fs from 'node:fs';
import http from 'node:http';
const [file, port] = process.argv.slice(1);
const size = fs.statSync(file).size;
http.createServer((request, response) => {
  const from = /^bytes=(\\d+)-$/.exec(request.headers.range ?? '');
  if (from) {
    const start = Number(from[1]);
    response.writeHead(206, {
      'content-type': 'text/plain',
      'content-length': size - start,
      'content-range': \`bytes \${start}-\${size - 1}/\${size}\`,
    });
    const part = fs.createReadStream(file, { start });
    // A player that seeks hangs up: stop reading.
    response.on('close', () => part.destroy());
    part.pipe(response);
    return;
  }
  response.writeHead(200, { 'content-type': 'text/plain', 'content-length': size });
  fs.createReadStream(file).pipe(response);
}).listen(Number(port), '127.0.0.1', () => console.log('ready'));
`;

function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout?.resume();
  return child;
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-bench-files-'));
  const file = path.join(work, 'breath-companion.txt');
  const children: ChildProcess[] = [];
  try {
    console.log(`Writing a ${FILE_BYTES / MB} MB text file...`);
    await writeTextFile(file);

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = path.join(work, 'data');
    await createAccounts(dataDir);
    const server = startProcess([path.join(root, 'dist/server/main.js')], {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    });
    children.push(server);
    await waitForReady(base, server);
    const pid = server.pid!;
    const cookie = await signIn(base, CREATOR);

    const baseline = rssBytes(pid);
    console.log('Uploading...');
    const uploaded = await withPeakRss(pid, () => upload(base, cookie, file));
    if (uploaded.result.status !== 201) throw new Error(`upload failed: ${uploaded.result.status} ${uploaded.result.body}`);
    const productId = (JSON.parse(uploaded.result.body) as { product: { id: number } }).product.id;

    console.log('Downloading from the app...');
    const downloadBaseline = rssBytes(pid);
    const appRuns: Transfer[] = [];
    let downloadPeak = downloadBaseline;
    for (let run = 0; run < RUNS; run++) {
      const { result, peak } = await withPeakRss(pid, () => download(`${base}/api/download/${productId}`, { cookie }));
      appRuns.push(result);
      downloadPeak = Math.max(downloadPeak, peak);
      if (result.status !== 200) break;
    }
    const downloadAvailable = appRuns.every((run) => run.status === 200 && run.bytes === FILE_BYTES);

    console.log(`Streaming, then ${LISTENERS} listeners seeking at once...`);
    const buyer = await signIn(base, BUYER);
    await buy(base, buyer, productId);
    const streaming = await measureStreaming(base, buyer, productId, pid);

    console.log('Downloading from the plain static server...');
    const staticPort = await freePort();
    const staticServer = startProcess(['--input-type=module', '-e', STATIC_SERVER, file, String(staticPort)], process.env);
    children.push(staticServer);
    await new Promise((resolve) => staticServer.stdout!.once('data', resolve));
    const staticRuns: Transfer[] = [];
    for (let run = 0; run < RUNS; run++) staticRuns.push(await download(`http://127.0.0.1:${staticPort}/`));
    // The floor for the seek budget: the same 20 listeners against a server that only reads the file.
    console.log(`${LISTENERS} listeners seeking at once on the plain static server...`);
    const staticSeeking = await seekRounds(`http://127.0.0.1:${staticPort}/`, '');

    const uploadGrowth = megabytes(uploaded.peak - baseline);
    const downloadGrowth = megabytes(downloadPeak - downloadBaseline);
    const staticMbps = median(staticRuns.map(mbPerSecond));
    const appMbps = downloadAvailable ? median(appRuns.map(mbPerSecond)) : null;
    const ratio = appMbps === null ? null : Math.round((appMbps / staticMbps) * 100) / 100;
    const previews = await measurePreviews(work);
    const results = {
      measuredAt: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
        // Other work on the machine slows every figure: the 1-minute load average when the run ended.
        loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
      },
      fileBytes: FILE_BYTES,
      budgets: BUDGET,
      upload: {
        status: uploaded.result.status,
        seconds: Math.round(uploaded.result.seconds * 100) / 100,
        mbPerSecond: mbPerSecond(uploaded.result),
        serverRssBeforeMb: megabytes(baseline),
        serverRssPeakMb: megabytes(uploaded.peak),
        memoryGrowthMb: uploadGrowth,
        withinBudget: uploadGrowth < BUDGET.memoryGrowthMb,
      },
      download: downloadAvailable
        ? {
            runs: appRuns.map(mbPerSecond),
            mbPerSecond: appMbps,
            memoryGrowthMb: downloadGrowth,
            ratioToStatic: ratio,
            withinBudget: downloadGrowth < BUDGET.memoryGrowthMb && ratio! >= BUDGET.downloadVsStatic,
          }
        : {
            notMeasured: `GET /api/download/${productId} answered ${appRuns[0]?.status}: the download endpoint is not in this build yet`,
          },
      streaming,
      staticServer: {
        runs: staticRuns.map(mbPerSecond),
        mbPerSecond: staticMbps,
        seekingWarmUpFirstByteMs: staticSeeking.warmUp,
        seekingFirstByteMs: staticSeeking.firstByteMs,
      },
      previews,
    };
    const out = path.join(root, 'bench/results/files.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(results, null, 2));
    console.log(`Written to ${path.relative(root, out)}`);
    if (!results.upload.withinBudget || (downloadAvailable && !results.download.withinBudget) || !streaming.withinBudget)
      process.exitCode = 1;
  } finally {
    for (const child of children) {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
    }
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** The previews alone, written into the last full run's figures. */
async function previewsOnly() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-bench-previews-'));
  try {
    const out = path.join(root, 'bench/results/files.json');
    const previews = { measuredAt: new Date().toISOString(), ...(await measurePreviews(work)) };
    const results = { ...(JSON.parse(fs.readFileSync(out, 'utf8')) as object), previews };
    fs.writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
    console.log(JSON.stringify(previews, null, 2));
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

(process.argv[2] === 'previews' ? previewsOnly() : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
