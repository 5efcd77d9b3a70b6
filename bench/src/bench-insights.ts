import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/server/config.js';
import { type DatabaseHandle, openDatabase } from '../../src/server/db/client.js';
import { seedCatalogue } from './seed-catalogue.js';
import { toIsoDay } from '../../src/contract/enterprise.js';
import { refreshWindowActivity } from '../../src/server/features/enterprise/enterprise-figures.js';
import { refreshCreatorFacts } from '../../src/server/features/enterprise/refresh-creator-facts.js';
import { refreshDailyTotals } from '../../src/server/features/enterprise/refresh-daily-totals.js';
import { createStorage } from '../../src/server/providers/storage/create-storage.js';
import { benchDatabaseUrl, freePort, repoRoot, startBuiltServer, stopBuiltServer } from './bench-server.js';
import { benchSessionCookie } from './bench-sign-up.js';
import { timeRequests } from './bench-timing.js';

/**
 * The enterprise budget (docs DESIGN, Budgets): both enterprise endpoints answer in under 1 s on
 * PostgreSQL with 100,000 products and 1,000,000 sales. Seeds what is missing with set-based SQL
 * (INSIGHTS_PRODUCTS, INSIGHTS_SALES override the counts on a slow machine), recomputes the daily
 * totals, then times each endpoint one request at a time through the built server.
 */
const PRODUCTS = Number(process.env.INSIGHTS_PRODUCTS ?? 100_000);
const SALES = Number(process.env.INSIGHTS_SALES ?? 1_000_000);
const RUNS = Number(process.env.INSIGHTS_RUNS ?? 20);
const BUDGET_MS = 1000;
const SALES_BATCH = 100_000;
// Every 50th sale is refunded three days later.
const REFUND_EVERY = 50;
const ADMIN_EMAIL = 'bench-insights-admin@example.com';
const resultsFile = path.join(repoRoot, 'bench/results/insights.json');

const count = async (database: DatabaseHandle, table: string) =>
  Number(
    ((await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] })
      .rows[0]!.n,
  );

/**
 * Adds `wanted` sales (with their payments and purchases) spread over the last 365 days: buyer
 * g % buyers buys product (g / buyers * 997 + buyer) % products, so no buyer owns a product twice.
 */
async function seedSales(database: DatabaseHandle, wanted: number, log: (line: string) => void) {
  const { db } = database;
  const run = crypto.randomBytes(3).toString('hex');
  const buyers = Math.max(1000, Math.ceil(wanted / 100));
  await db.execute(sql`
    create temp table bench_products as
    select (row_number() over (order by id) - 1)::int as i, id, creator_id, price_cents
    from products where status = 'published'`);
  await db.execute(sql`
    insert into users (email, first_name, last_name)
    select 'bench-buyer-' || ${run} || '-' || g || '@example.com', 'Bench', 'Buyer' from generate_series(0, ${buyers - 1}::int) g`);
  await db.execute(sql`
    create temp table bench_buyers as
    select (row_number() over (order by id) - 1)::int as i, id from users where email like ${`bench-buyer-${run}-%`}`);
  const productCount = await count(database, 'bench_products');

  for (let start = 0; start < wanted; start += SALES_BATCH) {
    const end = Math.min(wanted, start + SALES_BATCH);
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        create temp table bench_batch on commit drop as
        select 'pi_bench_' || ${run} || '_' || g as payment_id, b.id as buyer_id, p.id as product_id, p.creator_id,
          p.price_cents, now() - ((g::bigint * 7919) % (365 * 86400)) * interval '1 second' as created_at, g
        from generate_series(${start}::int, ${end - 1}::int) g
        join bench_buyers b on b.i = g % ${buyers}::int
        join bench_products p on p.i = ((g / ${buyers}::int) * 997 + g % ${buyers}::int) % ${productCount}::int`);
      await tx.execute(sql`
        insert into payments (id, provider, user_id, amount_cents, currency, product_ids, created_at)
        select payment_id, 'test', buyer_id, price_cents, 'usd', array[product_id], created_at from bench_batch`);
      // The fee rule of src/server/lib/fees.ts for a one-product payment: 10% platform, 2.9% + 30 cents
      // processing. A refunded purchase gets its reversal row, dated three days after the sale.
      await tx.execute(sql`
        with batch as (
          select *, g % ${REFUND_EVERY}::int = 0 and created_at < now() - interval '3 days' as refunded from bench_batch
        ), bought as (
          insert into purchases (user_id, product_id, payment_id, amount_cents, status, refunded_at, created_at)
          select buyer_id, product_id, payment_id, price_cents,
            case when refunded then 'refunded' else 'active' end,
            case when refunded then created_at + interval '3 days' end, created_at
          from batch
          returning id, payment_id, status, refunded_at
        ), sold as (
          insert into sales (kind, purchase_id, product_id, creator_id, buyer_id, payment_id, amount_cents,
            platform_fee_cents, processing_fee_cents, creator_earnings_cents, created_at)
          select 'sale', bought.id, b.product_id, b.creator_id, b.buyer_id, b.payment_id, b.price_cents,
            round(b.price_cents * 0.1), round(b.price_cents * 0.029) + 30,
            b.price_cents - round(b.price_cents * 0.1) - (round(b.price_cents * 0.029) + 30), b.created_at
          from bench_batch b join bought on bought.payment_id = b.payment_id
          returning *
        )
        insert into sales (kind, purchase_id, product_id, creator_id, buyer_id, payment_id, amount_cents,
          platform_fee_cents, processing_fee_cents, creator_earnings_cents, reverses_sale_id, created_at)
        select 'reversal', sold.purchase_id, sold.product_id, sold.creator_id, sold.buyer_id, sold.payment_id,
          -sold.amount_cents, -sold.platform_fee_cents, -sold.processing_fee_cents, -sold.creator_earnings_cents,
          sold.id, bought.refunded_at
        from sold join bought on bought.id = sold.purchase_id where bought.status = 'refunded'`);
    });
    log(`Sales: ${end}/${wanted}`);
  }
  // A completed Friday payout for one creator in ten, over the last year.
  await db.execute(sql`
    insert into payouts (creator_id, amount_cents, status, payout_date, created_at)
    select creator_id, 2000 + (i % 50) * 100, 'completed', now() - ((i::bigint * 104729) % 365) * interval '1 day',
      now() - ((i::bigint * 104729) % 365) * interval '1 day'
    from bench_products where i % 10 = 0`);
}

async function prepareDatabase(databaseUrl: string) {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false' });
  // One connection: the seed's temporary tables live in its session.
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    await database.migrate();
    const published = Number(
      (
        (await database.db.execute(sql`select count(*)::int as n from products where status = 'published'`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n,
    );
    if (published < PRODUCTS) {
      console.log(`The database has ${published} published products; seeding up to ${PRODUCTS}.`);
      await seedCatalogue(database, await createStorage(config), PRODUCTS - published, console.log);
    }
    const sales = await count(database, "sales where kind = 'sale'");
    const seeding = { salesSeconds: 0, refreshSeconds: 0 };
    if (sales < SALES) {
      console.log(`The database has ${sales} sales; seeding up to ${SALES}.`);
      const started = Date.now();
      await seedSales(database, SALES - sales, console.log);
      seeding.salesSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
      console.log('Running VACUUM ANALYZE');
      await database.db.execute(sql`VACUUM ANALYZE`);
    }
    // What the jobs and the first reads do over time, all at once: the daily totals of every day of the
    // last two years, every creator's facts and today's window figures.
    const started = Date.now();
    const now = new Date();
    const today = toIsoDay(now);
    const twoYearsAgo = toIsoDay(new Date(now.getTime() - 730 * 86_400_000));
    await refreshDailyTotals(database, { from: twoYearsAgo, to: today });
    await refreshCreatorFacts(database, { all: true });
    await refreshWindowActivity(database, { to: today, now });
    seeding.refreshSeconds = Number(((Date.now() - started) / 1000).toFixed(1));
    console.log(`Daily totals of 731 days, creator facts and window figures recomputed in ${seeding.refreshSeconds} s`);
    return {
      products: Math.max(published, PRODUCTS),
      sales: await count(database, "sales where kind = 'sale'"),
      refunds: await count(database, "sales where kind = 'reversal'"),
      ...seeding,
    };
  } finally {
    await database.close();
  }
}

async function main() {
  const databaseUrl = benchDatabaseUrl('bench:insights', 'with 100,000 products and 1,000,000 sales');
  const loadAverageAtStart = os.loadavg().map((value) => Number(value.toFixed(2)));
  const data = await prepareDatabase(databaseUrl);
  const port = await freePort();
  const server = await startBuiltServer({
    port,
    env: { DATABASE_URL: databaseUrl, SEED_DEMO: 'false', ADMIN_EMAILS: ADMIN_EMAIL },
  });
  const base = `http://127.0.0.1:${port}`;
  const today = new Date().toISOString().slice(0, 10);
  const yearAgo = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
  const shapes = {
    metrics90Days: '/api/enterprise/metrics',
    summary: '/api/enterprise/summary',
    metrics365Days: `/api/enterprise/metrics?from=${yearAgo}&to=${today}`,
  };
  const results: Record<string, Awaited<ReturnType<typeof timeRequests>>> = {};
  try {
    const { cookie } = await benchSessionCookie(base, databaseUrl, ADMIN_EMAIL);
    for (const [name, shape] of Object.entries(shapes))
      results[name] = await timeRequests(`${base}${shape}`, { cookie, runs: RUNS, budgetMs: BUDGET_MS });
  } finally {
    await stopBuiltServer(server);
  }
  fs.mkdirSync(path.dirname(resultsFile), { recursive: true });
  fs.writeFileSync(
    resultsFile,
    `${JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        data,
        runs: RUNS,
        budgetMs: BUDGET_MS,
        conditions: {
          cpus: os.cpus().length,
          loadAverageAtStart,
          loadAverageAtEnd: os.loadavg().map((value) => Number(value.toFixed(2))),
          note: process.env.BENCH_NOTE ?? '',
        },
        paths: shapes,
        results,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\n${data.products} products, ${data.sales} sales, ${data.refunds} refunds`);
  console.table(Object.entries(results).map(([shape, row]) => ({ shape, ...row })));
  console.log(`Written to ${path.relative(process.cwd(), resultsFile)}`);
  if (Object.values(results).some((row) => !row.pass)) process.exitCode = 2;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
