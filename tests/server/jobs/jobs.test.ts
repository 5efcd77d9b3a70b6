import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client.js';
import { products } from '../../../src/server/db/schema/catalog.js';
import { checkoutIntents, purchases, testPaymentIntents } from '../../../src/server/db/schema/commerce.js';
import { enterpriseCreatorFacts, enterpriseDailyTotals } from '../../../src/server/db/schema/insights.js';
import { appJobs, type JobContext, JOB_NAMES } from '../../../src/server/jobs/app-jobs.js';
import { createJobQueue, type JobDefinition } from '../../../src/server/jobs/job-queue.js';
import { createLocalDiskStorage } from '../../../src/server/providers/storage/local-disk.js';
import { CHECKOUT_CONSENT, createProductWithFile, send, SUCCEEDING_CARD } from '../../helpers/commerce.js';
import { createTestBuyer, createTestProduct, recordTestSale } from '../../helpers/creator-factories.js';
import { signUpUser } from '../../helpers/factories.js';
import { createTestApp, jobContextAt, type TestApp, testDatabase, testDatabaseUrl } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const unique = (label: string) => `${label}-${crypto.randomBytes(4).toString('hex')}`;

// biome-ignore lint/suspicious/noExplicitAny: each test's jobs carry their own payload shape
async function queueOf<C>(definitions: JobDefinition<C, any>[], context: C) {
  const handle = await testDatabase();
  return createJobQueue({ executeSql: handle.executeSql, context, definitions, log: t.app.log });
}

/** The id of the one job of a queue, from pg-boss's own table. */
async function onlyJobId(name: string) {
  const { rows } = await (await testDatabase()).executeSql('select id from pgboss.job where name = $1', [name]);
  expect(rows).toHaveLength(1);
  return (rows[0] as { id: string }).id;
}

describe('the job queue', () => {
  it('runs a job here and now through the queue and keeps a record of the run', async () => {
    const name = unique('test-echo');
    const seen: unknown[] = [];
    const queue = await queueOf(
      [
        {
          name,
          retryLimit: 0,
          retryDelaySeconds: 1,
          expireInSeconds: 60,
          run: async (_ctx, data) => {
            seen.push(data);
            return { doubled: data.n * 2 };
          },
        },
      ],
      {},
    );
    try {
      expect(await queue.runNow(name, { n: 21 })).toEqual({ doubled: 42 });
      expect(seen).toEqual([{ n: 21 }]);
      const record = await queue.getJob(name, await onlyJobId(name));
      expect(record).toMatchObject({ state: 'completed', output: { result: { doubled: 42 } } });
    } finally {
      await queue.stop();
    }
  });

  it('retries a failed job later, with a backoff, and records the failure', async () => {
    const name = unique('test-flaky');
    const queue = await queueOf(
      [
        {
          name,
          retryLimit: 3,
          retryDelaySeconds: 30,
          expireInSeconds: 60,
          run: async () => {
            throw new Error('the bank did not answer');
          },
        },
      ],
      {},
    );
    try {
      const before = Date.now();
      await expect(queue.runNow(name)).rejects.toThrow('the bank did not answer');
      const record = await queue.getJob(name, await onlyJobId(name));
      expect(record).toMatchObject({ state: 'retry', output: { message: 'the bank did not answer' } });
      // Not before the first delay: the queue does not hammer a failing dependency.
      expect(record!.startAfter.getTime()).toBeGreaterThanOrEqual(before + 30_000);
    } finally {
      await queue.stop();
    }
  });

  it('queues one job per schedule slot, however many instances send it', async () => {
    const name = unique('test-slot');
    const definitions = [{ name, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60, run: async () => null }];
    const first = await queueOf(definitions, {});
    const second = await queueOf(definitions, {});
    try {
      const slot = { singletonKey: `${name}@2026-11-27T09:00Z`, singletonSeconds: 3600 };
      const ids = await Promise.all([first.send(name, {}, slot), second.send(name, {}, slot), first.send(name, {}, slot)]);
      expect(ids.filter(Boolean)).toHaveLength(1);
    } finally {
      await first.stop();
      await second.stop();
    }
  });

  it('lists every scheduled job of the app with a valid schedule and retry policy', () => {
    expect(appJobs.map((job) => job.name).sort()).toEqual(
      [
        JOB_NAMES.payoutBatch,
        JOB_NAMES.reconcilePayments,
        JOB_NAMES.purgeJournal,
        JOB_NAMES.housekeeping,
        JOB_NAMES.sweepOrphanUploads,
        JOB_NAMES.soulEvolutionDaily,
        JOB_NAMES.enterpriseDailyTotals,
        JOB_NAMES.enterpriseRecentFigures,
        JOB_NAMES.renewSubscriptions,
        JOB_NAMES.remindSubscribers,
        JOB_NAMES.deliverEmails,
      ].sort(),
    );
    for (const job of appJobs) {
      expect(job.cron).toMatch(/^(\S+ ){4}\S+$/);
      expect(job.retryLimit).toBeGreaterThanOrEqual(1);
    }
  });

  it('sweeps the partial files that interrupted uploads left behind', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'soul-market-sweep-job-'));
    try {
      const orphan = path.join(root, 'upload-9.pdf.0f0f0f.partial');
      fs.writeFileSync(orphan, 'half an upload');
      const dayAgo = new Date(Date.now() - 24 * 60 * 60_000);
      fs.utimesSync(orphan, dayAgo, dayAgo);
      const sweep = appJobs.find((job) => job.name === JOB_NAMES.sweepOrphanUploads)!;
      const context = { storage: createLocalDiskStorage(root), now: () => new Date() } as unknown as JobContext;
      const name = unique('test-sweep');
      const queue = await queueOf([{ ...sweep, name }], context);
      expect(await queue.runNow(name)).toEqual({ removed: 1 });
      expect(fs.existsSync(orphan)).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('the enterprise daily totals job', () => {
  it("recomputes today's and the two previous days' totals from the ledger, the same on a rerun", async () => {
    // A day in the future that only this test writes to.
    const creator = await createTestBuyer(t.db);
    const buyer = await createTestBuyer(t.db);
    const product = await createTestProduct(t.db, creator.id);
    await recordTestSale(t, {
      buyerId: buyer.id,
      productId: product.id,
      amountCents: 1500,
      createdAt: new Date('2091-06-14T10:00:00Z'),
    });
    const job = appJobs.find((definition) => definition.name === JOB_NAMES.enterpriseDailyTotals)!;
    const name = unique('test-enterprise-totals');
    const queue = await queueOf([{ ...job, name }], {
      db: t.db,
      now: () => new Date('2091-06-15T12:00:00Z'),
    } as unknown as JobContext);
    const days = () =>
      t.db
        .select({
          day: enterpriseDailyTotals.day,
          gross: enterpriseDailyTotals.grossSalesCents,
          sales: enterpriseDailyTotals.salesCount,
        })
        .from(enterpriseDailyTotals)
        .where(between(enterpriseDailyTotals.day, '2091-06-12', '2091-06-16'))
        .orderBy(enterpriseDailyTotals.day);
    try {
      expect(await queue.runNow(name)).toMatchObject({ days: 3 });
      const [facts] = await t.db.select().from(enterpriseCreatorFacts).where(eq(enterpriseCreatorFacts.creatorId, creator.id));
      expect(facts).toMatchObject({ hasPublished: true, firstSaleAt: new Date('2091-06-14T10:00:00Z') });
      const expected = [
        { day: '2091-06-13', gross: 0, sales: 0 },
        { day: '2091-06-14', gross: 1500, sales: 1 },
        { day: '2091-06-15', gross: 0, sales: 0 },
      ];
      expect(await days()).toEqual(expected);
      await queue.runNow(name);
      expect(await days()).toEqual(expected);
    } finally {
      await queue.stop();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  it('never hand the same job to both instances', async () => {
    const name = unique('test-claim');
    const other = await openDatabase({ url: (await testDatabaseUrl())!, poolSize: 3 });
    const seen: number[] = [];
    const definitions: JobDefinition<object, { i: number }>[] = [
      { name, retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 60, run: async (_ctx, data) => seen.push(data.i) },
    ];
    const first = await queueOf(definitions, {});
    const second = createJobQueue({ executeSql: other.executeSql, context: {}, definitions, log: t.app.log });
    try {
      for (let i = 0; i < 30; i++) await first.send(name, { i });
      // Both instances drain the same queue at once.
      await Promise.all(Array.from({ length: 6 }, (_, k) => (k % 2 ? second : first).runNow(name, { i: 100 + k })));
      expect(seen.sort((a, b) => a - b)).toEqual([...Array.from({ length: 30 }, (_, i) => i), 100, 101, 102, 103, 104, 105]);
    } finally {
      await first.stop();
      await second.stop();
      await other.close();
    }
  });
});

describe('payment reconciliation', () => {
  /** A paid test-mode checkout whose confirmation never came: the process died between charge and record. */
  async function paidWithoutPurchase(priceCents = 1400) {
    const seller = await signUpUser(t);
    const product = await createProductWithFile(t, { creatorId: seller.user.id, priceCents });
    const buyer = await signUpUser(t);
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    const intent = (await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
    const paid = await send(t, buyer.cookie, 'POST', '/api/test-payments/confirm', {
      clientSecret: intent.clientSecret,
      ...SUCCEEDING_CARD,
    });
    expect(paid.statusCode).toBe(200);
    return { buyer, product, intentId: intent.paymentIntentId as string };
  }

  function reconciliationAt(now: Date) {
    return queueOf(appJobs, jobContextAt(t, now));
  }
  const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const purchasesOf = (userId: number) => t.db.select().from(purchases).where(eq(purchases.userId, userId));

  it('records a paid payment left without a purchase once it is a few minutes old', async () => {
    const { buyer, product, intentId } = await paidWithoutPurchase();
    const early = await reconciliationAt(minutesFromNow(1));
    try {
      await early.runNow(JOB_NAMES.reconcilePayments);
      // Too recent: the buyer's own confirmation may still be on its way.
      expect(await purchasesOf(buyer.user.id)).toEqual([]);
    } finally {
      await early.stop();
    }
    const later = await reconciliationAt(minutesFromNow(6));
    try {
      const result = await later.runNow(JOB_NAMES.reconcilePayments);
      expect(result).toMatchObject({ recorded: expect.any(Number) });
      expect(await purchasesOf(buyer.user.id)).toMatchObject([{ productId: product.id, amountCents: 1400, status: 'active' }]);
      const [record] = await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.id, intentId));
      expect(record!.status).toBe('recorded');
    } finally {
      await later.stop();
    }
  });

  it('refunds a paid payment left without a purchase that can no longer become one', async () => {
    const { buyer, product, intentId } = await paidWithoutPurchase(2200);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, product.id));
    const queue = await reconciliationAt(minutesFromNow(6));
    try {
      await queue.runNow(JOB_NAMES.reconcilePayments);
      await queue.runNow(JOB_NAMES.reconcilePayments);
    } finally {
      await queue.stop();
    }
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
    const [intent] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intentId));
    expect(intent!.refundedAt).toBeInstanceOf(Date);
    const [record] = await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.id, intentId));
    expect(record).toMatchObject({ status: 'refunded', refundReason: 'a product in it is no longer for sale' });
  });

  it('marks an intent never paid as abandoned after a day, and leaves a recent one open', async () => {
    const seller = await signUpUser(t);
    const product = await createProductWithFile(t, { creatorId: seller.user.id, priceCents: 900 });
    const buyer = await signUpUser(t);
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    const intent = (await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
    const soon = await reconciliationAt(minutesFromNow(10));
    try {
      await soon.runNow(JOB_NAMES.reconcilePayments);
    } finally {
      await soon.stop();
    }
    const status = async () =>
      (await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.id, intent.paymentIntentId)))[0]!.status;
    expect(await status()).toBe('open');
    const nextDay = await reconciliationAt(minutesFromNow(25 * 60));
    try {
      await nextDay.runNow(JOB_NAMES.reconcilePayments);
    } finally {
      await nextDay.stop();
    }
    expect(await status()).toBe('abandoned');
  });
});
