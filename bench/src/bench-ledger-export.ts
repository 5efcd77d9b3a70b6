// Benchmark of the ledger export's memory budget (issue 31): the admin CSV of 1,000,000 ledger rows must
// stream with under 64 MB growth of the server's resident memory. Fills the PostgreSQL database DATABASE_URL
// names with BENCH_ROWS sales (default 1,000,000; once, kept for later runs), starts the built server on it,
// downloads /api/admin/ledger.csv for the whole period over loopback while sampling the server's VmRSS, and
// writes bench/results/ledger-export.json. Run with `npm run bench:ledger`. The server runs with --trace-gc, so the
// result also gives the V8 heap (used and reserved, from the collector's own lines) beside the RSS.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchDatabaseUrl, freePort, processTreeRssMb, repoRoot, startBuiltServer, stopBuiltServer } from './bench-server.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const BUDGET_MB = 64;
const SAMPLE_EVERY_MS = 50;
const ADMIN_EMAIL = 'ledger-bench-admin@bench.example';
const resultsFile = path.join(repoRoot, 'bench/results/ledger-export.json');

const databaseUrl = benchDatabaseUrl('bench:ledger', 'with a million ledger rows');

/** One creator's product sold ROWS times (one purchase and one sale row each), and a signed-in admin; answers the cookie. */
async function seed(client: pg.Client): Promise<string> {
  const user = async (email: string) => {
    const { rows } = await client.query<{ id: number }>(
      `insert into users (email, first_name, last_name) values ($1, 'Bench', 'Person')
       on conflict (email) do update set email = excluded.email returning id`,
      [email],
    );
    return rows[0]!.id;
  };
  const creatorId = await user('ledger-bench-creator@bench.example');
  const buyerId = await user('ledger-bench-buyer@bench.example');
  const adminId = await user(ADMIN_EMAIL);
  const { rows: counted } = await client.query<{ count: string }>('select count(*) from sales');
  const missing = ROWS - Number(counted[0]!.count);
  if (missing > 0) {
    console.log(`Writing ${missing} ledger rows...`);
    const { rows: made } = await client.query<{ id: number }>(
      `insert into products (creator_id, category_id, title, description, price_cents, file_key, file_name, file_size, file_type, status)
       values ($1, 1, 'Ledger benchmark chant, "long" edition', 'A product sold many times for the export benchmark.', 1250,
               'bench-ledger.bin', 'chant.mp3', 1000, 'audio/mpeg', 'archived') returning id`,
      [creatorId],
    );
    const productId = made[0]!.id;
    const paymentId = `pi_bench_ledger_${crypto.randomBytes(6).toString('hex')}`;
    await client.query(
      `insert into payments (id, provider, user_id, amount_cents, currency, product_ids) values ($1, 'test', $2, 1250, 'usd', array[$3::int])`,
      [paymentId, buyerId, productId],
    );
    // Refunded purchases: the one-active-purchase rule would allow only one; the export reads the sales alone.
    await client.query(
      `with bought as (
         insert into purchases (user_id, product_id, payment_id, amount_cents, status, created_at)
         select $1, $2, $3, 1250, 'refunded', now() - (n || ' seconds')::interval from generate_series(1, $4::int) n
         returning id, created_at)
       insert into sales (kind, purchase_id, product_id, creator_id, buyer_id, payment_id, amount_cents,
                          platform_fee_cents, processing_fee_cents, creator_earnings_cents, created_at)
       select 'sale', id, $2, $5, $1, $3, 1250, 125, 66, 1059, created_at from bought`,
      [buyerId, productId, paymentId, missing, creatorId],
    );
    await client.query('analyze sales');
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await client.query(`insert into sessions (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [
    crypto.createHash('sha256').update(token).digest('hex'),
    adminId,
  ]);
  return token;
}

/** Downloads the CSV, discarding it as it comes; answers its size in bytes and lines. */
function download(url: string, cookie: string): Promise<{ status: number; bytes: number; lines: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie } }, (response) => {
        let bytes = 0;
        let lines = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines += 1;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, lines }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

// "[pid:0x..]   1234 ms: Scavenge 40.1 (52.3) -> 38.0 (52.3) MB, ...": heap used (reserved) before -> after.
const GC_LINE = /(Scavenge|Mark-Compact|Minor Mark-Sweep)[^\d]*([\d.]+) \(([\d.]+)\) -> ([\d.]+) \(([\d.]+)\) MB/;

/** Peak V8 heap used and reserved, and the count of each kind of collection, in the GC lines written after `from` bytes. */
function heapFromGcLog(file: string, from: number) {
  const text = fs.readFileSync(file, 'utf8').slice(from);
  let usedMb = 0;
  let reservedMb = 0;
  const collections: Record<string, number> = {};
  for (const line of text.split('\n')) {
    const match = GC_LINE.exec(line);
    if (!match) continue;
    collections[match[1]!] = (collections[match[1]!] ?? 0) + 1;
    usedMb = Math.max(usedMb, Number(match[2]));
    reservedMb = Math.max(reservedMb, Number(match[3]), Number(match[5]));
  }
  return { peakHeapUsedMb: usedMb, peakHeapReservedMb: reservedMb, collections };
}

async function main() {
  const port = await freePort();
  const gcLog = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-ledger-')), 'server.log');
  // The first start migrates the database; the rows are written after it.
  const server = await startBuiltServer({
    port,
    logFile: gcLog,
    env: { DATABASE_URL: databaseUrl, ADMIN_EMAILS: ADMIN_EMAIL },
    nodeArgs: ['--trace-gc'],
  });
  try {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const token = await seed(client).finally(() => client.end());
    const pid = server.pid!;
    // A small export first, so the route's code is loaded before the baseline.
    const today = new Date().toISOString().slice(0, 10);
    await download(`http://127.0.0.1:${port}/api/admin/ledger.csv?from=${today}&to=${today}`, `sid=${token}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const baselineMb = processTreeRssMb(pid);
    const gcLogFrom = fs.statSync(gcLog).size;
    let peakMb = baselineMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, processTreeRssMb(pid));
    }, SAMPLE_EVERY_MS);
    const started = performance.now();
    const answer = await download(`http://127.0.0.1:${port}/api/admin/ledger.csv?from=2000-01-01&to=${today}`, `sid=${token}`);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peakMb = Math.max(peakMb, processTreeRssMb(pid));
    const growthMb = Math.round((peakMb - baselineMb) * 10) / 10;
    const heap = heapFromGcLog(gcLog, gcLogFrom);
    const result = {
      measuredAt: new Date().toISOString(),
      database: 'postgresql',
      ledgerRows: answer.lines - 1,
      status: answer.status,
      megabytes: Math.round((answer.bytes / 1024 / 1024) * 10) / 10,
      seconds: Math.round(seconds * 10) / 10,
      rowsPerSecond: Math.round((answer.lines - 1) / seconds),
      baselineRssMb: baselineMb,
      peakRssMb: peakMb,
      growthMb,
      ...heap,
      budgetMb: BUDGET_MB,
      withinBudget: growthMb < BUDGET_MB,
    };
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(resultsFile, `${JSON.stringify(result, null, 2)}\n`);
    console.log(result);
  } finally {
    await stopBuiltServer(server);
  }
}

await main();
