import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { desc, sql } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { products } from '../db/schema/catalog.js';
import { seedCatalogue } from '../db/seed/seed-catalogue.js';
import { createStorage } from '../providers/storage/create-storage.js';
import { benchDatabaseUrl, freePort, repoRoot, startBuiltServer } from './bench-server.js';

/**
 * The catalogue budget (docs DESIGN, Budgets): on PostgreSQL with 100,000 products and 50 connections,
 * list and detail reach half the req/s of the bare /healthz route with p99 under 25 ms; search p99 under 50 ms.
 */
const PRODUCTS = 100_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const resultsFile = path.join(repoRoot, 'bench/results/catalog.json');

interface Route {
  name: string;
  path: string;
  budget?: { minRatio?: number; maxP99Ms: number };
}

async function prepareDatabase(databaseUrl: string) {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  const database = await openDatabase({ url: databaseUrl });
  try {
    await database.migrate();
    const countPublished = async () =>
      (
        await database.db.select({ n: sql<number>`count(*)::int` }).from(products).where(sql`${products.status} = 'published'`)
      )[0]!.n;
    const have = await countPublished();
    if (have < PRODUCTS) {
      console.log(`The database has ${have} published products; seeding up to ${PRODUCTS}.`);
      await seedCatalogue(database, await createStorage(config), PRODUCTS - have, console.log);
    }
    const [newest] = await database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.status} = 'published'`)
      .orderBy(desc(products.createdAt))
      .limit(1);
    return { products: Math.max(have, PRODUCTS), productId: newest!.id };
  } finally {
    await database.close();
  }
}

async function main() {
  const databaseUrl = benchDatabaseUrl('bench:catalog', 'with 100,000 products');
  const { products: productCount, productId } = await prepareDatabase(databaseUrl);
  const port = await freePort();
  const server = await startBuiltServer({ port, env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' } });
  const routes: Route[] = [
    { name: 'bare /healthz', path: '/healthz' },
    { name: 'product list', path: '/api/products', budget: { minRatio: 0.5, maxP99Ms: 25 } },
    { name: 'search', path: '/api/products?search=meditation', budget: { maxP99Ms: 50 } },
    { name: 'product detail', path: `/api/products/${productId}`, budget: { minRatio: 0.5, maxP99Ms: 25 } },
  ];
  try {
    const measured = [];
    for (const route of routes) {
      const url = `http://127.0.0.1:${port}${route.path}`;
      await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
      const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
      if (result.errors || result.non2xx || result.timeouts) {
        throw new Error(`${route.path}: ${result.errors} errors, ${result.non2xx} non-2xx answers, ${result.timeouts} time-outs`);
      }
      measured.push({
        ...route,
        requestsPerSecond: result.requests.average,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
      });
    }
    const reference = measured[0]!.requestsPerSecond;
    const rows = measured.map(({ budget, ...row }) => {
      const ratio = row.requestsPerSecond / reference;
      const pass = budget
        ? (budget.minRatio === undefined || ratio >= budget.minRatio) && row.p99Ms < budget.maxP99Ms
        : undefined;
      return { ...row, ratio: Number(ratio.toFixed(3)), budget: budget ?? null, pass };
    });
    fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
    fs.writeFileSync(
      resultsFile,
      `${JSON.stringify({ measuredAt: new Date().toISOString(), products: productCount, connections: CONNECTIONS, seconds: SECONDS, routes: rows }, null, 2)}\n`,
    );
    console.table(
      rows.map((row) => ({
        route: row.name,
        'req/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50Ms,
        'p99 ms': row.p99Ms,
        'vs /healthz': row.ratio,
        budget: row.budget
          ? `${row.budget.minRatio ? `>= ${row.budget.minRatio}x, ` : ''}p99 < ${row.budget.maxP99Ms} ms`
          : 'reference',
        pass: row.pass === undefined ? '' : row.pass ? 'yes' : 'NO',
      })),
    );
    console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
    if (rows.some((row) => row.pass === false)) process.exitCode = 2;
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
