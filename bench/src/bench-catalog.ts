import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { desc, sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { products } from '../../src/server/db/schema/catalog.js';
import { seedCatalogue } from './seed-catalogue.js';
import { createStorage } from '../../src/server/providers/storage/create-storage.js';
import { benchDatabaseUrl, freePort, repoRoot, startBuiltServer, stopBuiltServer } from './bench-server.js';

/**
 * The catalogue budget (docs DESIGN, Budgets): on PostgreSQL with 100,000 products and 50 connections, cache off,
 * each shape's req/s against `databaseRoundTrip` (a route doing only `select 1`, the floor of any database read)
 * measured in the same run: list, category and deep pages at least 0.3x, product detail 0.6x, every search shape
 * 0.1x. With the cache on, list and detail at least 0.5x of /healthz. p99s are recorded, not judged: absolute
 * times drift from machine to machine.
 */
const PRODUCTS = 100_000;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const resultsFile = path.join(repoRoot, 'bench/results/catalog.json');

// The cache's default lifetime (decision 009), for the cache-on run.
const CACHED_SECONDS = 2;
const FLOOR_SHAPE = 'databaseRoundTrip';

interface Shape {
  name: string;
  path: string;
  /** Least req/s as a share of the floor with the cache off, and of /healthz with it on; none: for scale only. */
  budget?: { vsDatabaseCacheOff: number; vsHealthzCacheOn?: number };
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
    const [busiest] = await database.db
      .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`${products.status} = 'published'`)
      .groupBy(products.categoryId)
      .orderBy(desc(sql`count(*)`))
      .limit(1);
    return { products: Math.max(have, PRODUCTS), productId: newest!.id, categoryId: busiest!.categoryId };
  } finally {
    await database.close();
  }
}

interface Measured {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
}

async function load(url: string): Promise<Measured> {
  await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_SECONDS });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  if (result.errors || result.non2xx || result.timeouts) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers, ${result.timeouts} time-outs`);
  }
  return { reqPerSec: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

type Judged = Measured & { vsHealthz: number; vsDatabase: number; pass: boolean };

/** Every shape against one server, with /healthz and the database floor measured in the same run. */
async function measureAll(databaseUrl: string, shapes: Shape[], cacheSeconds: number) {
  const port = await freePort();
  const server = await startBuiltServer({
    port,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'false', CATALOG_CACHE_SECONDS: String(cacheSeconds) },
  });
  const cacheOn = cacheSeconds > 0;
  try {
    const reference = await load(`http://127.0.0.1:${port}/healthz`);
    const floorShape = shapes.find((shape) => shape.name === FLOOR_SHAPE)!;
    const floor = await load(`http://127.0.0.1:${port}${floorShape.path}`);
    const share = (measured: Measured, of: Measured) => Number((measured.reqPerSec / of.reqPerSec).toFixed(3));
    const results: Record<string, Judged> = {};
    for (const shape of shapes) {
      const measured = shape === floorShape ? floor : await load(`http://127.0.0.1:${port}${shape.path}`);
      const vsHealthz = share(measured, reference);
      const vsDatabase = share(measured, floor);
      const { budget } = shape;
      const least = cacheOn ? budget?.vsHealthzCacheOn : budget?.vsDatabaseCacheOff;
      const pass = least === undefined || (cacheOn ? vsHealthz : vsDatabase) >= least;
      results[shape.name] = { ...measured, vsHealthz, vsDatabase, pass };
    }
    return { reference, results };
  } finally {
    // autocannon stops without waiting for its last answers: let them finish before shutting down.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await stopBuiltServer(server);
  }
}

function budgetText(shape: Shape, cacheOn: boolean) {
  const least = cacheOn ? shape.budget?.vsHealthzCacheOn : shape.budget?.vsDatabaseCacheOff;
  return least === undefined ? '' : `>= ${least}x ${cacheOn ? '/healthz' : 'select 1'}`;
}

async function main() {
  const databaseUrl = benchDatabaseUrl('bench:catalog', 'with 100,000 products');
  const { products: productCount, productId, categoryId } = await prepareDatabase(databaseUrl);
  const list = { vsDatabaseCacheOff: 0.3, vsHealthzCacheOn: 0.5 };
  const detail = { vsDatabaseCacheOff: 0.6, vsHealthzCacheOn: 0.5 };
  const search = { vsDatabaseCacheOff: 0.1 };
  // Words of the benchmark catalogue: "handbook" is in one product, "meditation" in half of them,
  // "brings" in every generated description, "meditaton" is a typo full text does not find, "zanzibar" is
  // in no product and like no title word. Several words (decision 044): "sleep meditation" (21,154 and 51,038
  // products, no title holding both) and "calm sleep journal" (28,503, 21,154 and 30,056, none in one title).
  const shapes: Shape[] = [
    { name: 'list', path: '/api/products', budget: list },
    { name: 'listPage50', path: '/api/products?page=50', budget: list },
    { name: 'category', path: `/api/products?category=${categoryId}`, budget: list },
    { name: 'detail', path: `/api/products/${productId}`, budget: detail },
    { name: 'searchRare', path: '/api/products?search=handbook', budget: search },
    { name: 'searchCommon', path: '/api/products?search=meditation', budget: search },
    { name: 'searchEverywhere', path: '/api/products?search=brings', budget: search },
    { name: 'searchTypo', path: '/api/products?search=meditaton', budget: search },
    { name: 'searchNowhere', path: '/api/products?search=zanzibar', budget: search },
    { name: 'searchTwoWords', path: '/api/products?search=sleep%20meditation', budget: search },
    { name: 'searchThreeWords', path: '/api/products?search=calm%20sleep%20journal', budget: search },
    // For scale: the cheapest route that asks the database anything (`select 1`), the ceiling of any
    // catalogue read that is not answered from memory.
    { name: FLOOR_SHAPE, path: '/readyz' },
  ];
  const loadAverageAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  const off = await measureAll(databaseUrl, shapes, 0);
  const on = await measureAll(databaseUrl, shapes, CACHED_SECONDS);
  const strip = (results: typeof off.results) =>
    Object.fromEntries(
      Object.entries(results).map(([name, { reqPerSec, p99Ms, vsHealthz, vsDatabase, pass }]) => [
        name,
        { reqPerSec, p99Ms, vsHealthz, vsDatabase, pass },
      ]),
    );
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        products: productCount,
        connections: CONNECTIONS,
        seconds: SECONDS,
        conditions: {
          cpus: os.cpus().length,
          loadAverageAtStart,
          loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
          note: process.env.BENCH_NOTE ?? '',
        },
        paths: Object.fromEntries(shapes.map((shape) => [shape.name, shape.path])),
        reference: { cacheOff: off.reference, cacheOn: on.reference },
        cacheOff: strip(off.results),
        cacheOn: strip(on.results),
      },
      null,
      2,
    )}\n`,
  );
  for (const [label, run] of [
    ['cache off', off],
    ['cache on', on],
  ] as const) {
    console.log(`\n${label}: /healthz ${run.reference.reqPerSec} req/s, p99 ${run.reference.p99Ms} ms`);
    console.table(
      shapes.map((shape) => {
        const row = run.results[shape.name]!;
        return {
          shape: shape.name,
          'req/s': row.reqPerSec,
          'p50 ms': row.p50Ms,
          'p99 ms': row.p99Ms,
          'vs /healthz': row.vsHealthz,
          'vs select 1': row.vsDatabase,
          budget: budgetText(shape, run === on),
          pass: budgetText(shape, run === on) ? (row.pass ? 'yes' : 'NO') : '',
        };
      }),
    );
  }
  console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
  if ([...Object.values(off.results), ...Object.values(on.results)].some((row) => !row.pass)) process.exitCode = 2;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
