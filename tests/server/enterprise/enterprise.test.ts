import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseMetrics, enterpriseRangeQuery, enterpriseSummary, toIsoDay } from '../../../src/contract/enterprise.js';
import { errorBody } from '../../../src/contract/errors.js';
import type { Database } from '../../../src/server/db/client.js';
import { adminAuditLog } from '../../../src/server/db/schema/admin.js';
import { users } from '../../../src/server/db/schema/auth.js';
import { supportTickets } from '../../../src/server/db/schema/care.js';
import { enterpriseCreatorFacts, enterpriseDailyTotals } from '../../../src/server/db/schema/insights.js';
import { payouts } from '../../../src/server/db/schema/payouts.js';
import { reviews } from '../../../src/server/db/schema/reviews.js';
import { getEnterpriseMetrics } from '../../../src/server/features/enterprise/get-enterprise-metrics.js';
import { getEnterpriseSummary } from '../../../src/server/features/enterprise/get-enterprise-summary.js';
import { windowActivity } from '../../../src/server/features/enterprise/enterprise-figures.js';
import { refreshCreatorFacts } from '../../../src/server/features/enterprise/refresh-creator-facts.js';
import { refreshDailyTotals } from '../../../src/server/features/enterprise/refresh-daily-totals.js';
import { createTestBuyer, createTestProduct, recordTestRefund, recordTestSale } from '../../helpers/creator-factories.js';
import { createProduct, signUpUser, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  const adminEmail = uniqueEmail('insights-admin');
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  admin = await signUpUser(t, { email: adminEmail });
});
afterAll(async () => {
  await t.app.close();
});

// Rolls the test's rows back: they never reach the shared database.
class RollBack extends Error {}

/**
 * Runs `body` in one repeatable-read transaction that is rolled back: other test files writing to a
 * shared PostgreSQL meanwhile cannot move the figures, and nothing stays behind.
 */
async function inSnapshot(body: (db: Database) => Promise<void>) {
  await t.db
    .transaction(
      async (tx) => {
        await body(tx as unknown as Database);
        throw new RollBack();
      },
      { isolationLevel: 'repeatable read' },
    )
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
}

const at = (day: string) => new Date(`${day}T00:00:00Z`);

async function adminRow(db: Database) {
  const [row] = await db.select().from(users).where(eq(users.id, admin.user.id));
  return row!;
}

describe('who may read the enterprise figures', () => {
  it('answers 401 signed out and 403 to a signed-in non-admin, in the error shape, and the figures to an admin', async () => {
    const member = await signUpUser(t);
    for (const url of ['/api/enterprise/metrics', '/api/enterprise/summary']) {
      const anonymous = await t.app.inject({ url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(errorBody.parse(anonymous.json()).code).toBe('unauthorized');

      const refused = await t.app.inject({ url, headers: { cookie: member.cookie } });
      expect(refused.statusCode, url).toBe(403);
      expect(errorBody.parse(refused.json()).code).toBe('forbidden');

      const allowed = await t.app.inject({ url, headers: { cookie: admin.cookie } });
      expect(allowed.statusCode, url).toBe(200);
    }
    const metrics = enterpriseMetrics.parse(
      (await t.app.inject({ url: '/api/enterprise/metrics', headers: { cookie: admin.cookie } })).json(),
    );
    // The default period is the last 90 days, charted per day.
    expect(metrics.range.to).toBe(toIsoDay(new Date()));
    expect(metrics.series).toHaveLength(90);
    expect(metrics.interval).toBe('day');
    enterpriseSummary.parse((await t.app.inject({ url: '/api/enterprise/summary', headers: { cookie: admin.cookie } })).json());
  });

  it('refuses a period that ends before it starts, is too long or is not a date', async () => {
    for (const query of [
      'from=2026-02-01&to=2026-01-01',
      'from=2020-01-01&to=2026-01-01',
      'from=2026-13-45&to=2026-12-01',
      'to=soon',
    ]) {
      const response = await t.app.inject({ url: `/api/enterprise/metrics?${query}`, headers: { cookie: admin.cookie } });
      expect(response.statusCode, query).toBe(400);
      expect(errorBody.parse(response.json()).code).toBe('validation_failed');
    }
  });

  it('charts a long period per week', async () => {
    const response = await t.app.inject({
      url: '/api/enterprise/metrics?from=2089-01-01&to=2089-12-31',
      headers: { cookie: admin.cookie },
    });
    const metrics = enterpriseMetrics.parse(response.json());
    expect(metrics.interval).toBe('week');
    expect(metrics.series[0]!.start).toBe('2089-01-01');
    // 2089-01-03 is a Monday: every later bucket starts on one.
    expect(metrics.series[1]!.start).toBe('2089-01-03');
    expect(metrics.series).toHaveLength(53);
  });
});

describe('the enterprise figures of a hand-computed period', () => {
  // A period in the future only this test writes to: windows end 2090-03-31; the last 30 days are
  // 03-02..03-31, the 30 before them 01-31..03-01.
  const range = enterpriseRangeQuery.parse({ from: '2090-01-01', to: '2090-03-31' });
  const now = at('2090-04-01');

  it('computes each metric, the totals and the series from the ledger, payouts, reviews, moderation and support', async () => {
    await inSnapshot(async (db) => {
      const app = { db, app: t.app, config: t.config };
      // Creators A and B start in the period and publish; C starts in it but is held; D started before it.
      const a = await createProduct(db, { createdAt: at('2090-01-05') });
      const b = await createProduct(db, { createdAt: at('2090-01-20'), isSubscription: true, subscriptionInterval: 'month' });
      await createProduct(db, { createdAt: at('2090-03-10'), status: 'pending_review' });
      const d = await createProduct(db, { createdAt: at('2089-12-01') });
      const [x, y, z] = [await createTestBuyer(db), await createTestBuyer(db), await createTestBuyer(db)];

      // Earlier window: X buys A (20.00) and D (10.00), Y buys B (10.00).
      const s1 = await recordTestSale(app, {
        buyerId: x.id,
        productId: a.product.id,
        amountCents: 2000,
        createdAt: at('2090-02-10'),
      });
      const sD = await recordTestSale(app, {
        buyerId: x.id,
        productId: d.product.id,
        amountCents: 1000,
        createdAt: at('2090-02-01'),
      });
      await recordTestSale(app, { buyerId: y.id, productId: b.product.id, amountCents: 1000, createdAt: at('2090-02-15') });
      // Last window: Z buys A (40.00) and B (10.00), X buys B (10.00), Y buys A (10.00), refunded on 03-20.
      const s3 = await recordTestSale(app, {
        buyerId: z.id,
        productId: a.product.id,
        amountCents: 4000,
        createdAt: at('2090-03-10'),
      });
      await recordTestSale(app, { buyerId: z.id, productId: b.product.id, amountCents: 1000, createdAt: at('2090-03-05') });
      await recordTestSale(app, { buyerId: x.id, productId: b.product.id, amountCents: 1000, createdAt: at('2090-03-06') });
      const s4 = await recordTestSale(app, {
        buyerId: y.id,
        productId: a.product.id,
        amountCents: 1000,
        createdAt: at('2090-03-12'),
      });
      await recordTestRefund(db, s4, at('2090-03-20'));

      // One payout completed in the period (15.00), one still pending (not sent, not counted).
      await db.insert(payouts).values([
        { creatorId: a.creator.id, amountCents: 1500, status: 'completed', payoutDate: at('2090-02-20') },
        { creatorId: b.creator.id, amountCents: 900, status: 'pending', payoutDate: at('2090-02-27') },
      ]);
      // Reviews 5 and 4 in the period; a 1 before it does not count.
      await db.insert(reviews).values([
        { productId: a.product.id, userId: x.id, purchaseId: s1.purchaseId, rating: 5, createdAt: at('2090-03-25') },
        { productId: a.product.id, userId: z.id, purchaseId: s3.purchaseId, rating: 4, createdAt: at('2090-03-26') },
        { productId: d.product.id, userId: x.id, purchaseId: sD.purchaseId, rating: 1, createdAt: at('2089-12-15') },
      ]);
      // Held listings decided by a person in the period: three rejected (the hold confirmed), one approved.
      const decision = (action: 'product.approve' | 'product.reject', day: string) => ({
        actorId: admin.user.id,
        action,
        targetType: 'product' as const,
        targetId: d.product.id,
        createdAt: at(day),
      });
      await db
        .insert(adminAuditLog)
        .values([
          decision('product.reject', '2090-01-15'),
          decision('product.reject', '2090-02-15'),
          decision('product.reject', '2090-03-15'),
          decision('product.approve', '2090-03-16'),
          decision('product.approve', '2089-11-16'),
        ]);
      // Support: five requests in the period: three resolved with their steps, one given only a general
      // answer (not counted as resolved), one sent to a person.
      const ticket = (status: 'resolved' | 'answered' | 'awaiting_human') => ({
        userId: x.id,
        type: 'general' as const,
        priority: 'medium' as const,
        message: 'How do I download?',
        category: 'general',
        response: 'From your purchases page.',
        suggestedActions: [],
        escalateToHuman: status === 'awaiting_human',
        status,
        createdAt: at('2090-02-02'),
      });
      await db
        .insert(supportTickets)
        .values([ticket('resolved'), ticket('resolved'), ticket('resolved'), ticket('answered'), ticket('awaiting_human')]);

      const metrics = enterpriseMetrics.parse(
        await getEnterpriseMetrics({ ...t, db }, { actor: await adminRow(db), range, now }),
      );
      expect(metrics.totals).toEqual({
        grossSales: '110.00',
        refunds: '10.00',
        netRevenue: '100.00',
        // 10% of each sale, the refunded sale's fee returned.
        platformFees: '10.00',
        takeRate: 10,
        salesCount: 7,
        refundCount: 1,
        payouts: '15.00',
        payoutCount: 1,
      });
      expect(metrics.metrics).toEqual({
        // A and B of A, B, C publish.
        creatorCompletionRate: 66.7,
        // Earnings to date: A 17.12 + 34.54 (+8.41 - 8.41), B 3 x 8.41, C nothing: 76.89 / 3.
        avgCreatorLTV: '25.63',
        premiumPricingMultiplier: null,
        // Net 60.00 in the last 30 days against 40.00 before.
        revenueGrowthRate: 50,
        // B's two subscription sales of the last 30 days.
        monthlyRecurringRevenue: '20.00',
        // Gross 70.00 of the last 30 days over four payments.
        avgOrderValue: '17.50',
        customerAcquisitionCost: null,
        // A, B and D sold earlier; A and B sold again.
        creatorRetentionRate: 66.7,
        customerSatisfactionScore: 4.5,
        // A: 01-05 to 02-10 is 36 days; B: 01-20 to 02-15 is 26 days.
        avgTimeToFirstSale: 31,
        // Buyers: X and Y earlier; X, Y and Z in the last 30 days.
        marketPenetrationGrowth: 50,
        competitorAdvantageScore: null,
        supportTicketReduction: 60,
        aiModerationAccuracy: 75,
        // Listings A and B published automatically (C held) and three of five requests: 5 of 8.
        automationSavingsPercentage: 62.5,
      });
      const day = (start: string) => metrics.series.find((point) => point.start === start)!;
      expect(metrics.series).toHaveLength(90);
      expect(day('2090-03-10')).toMatchObject({ grossSales: '40.00', salesCount: 1, netRevenue: '40.00' });
      expect(day('2090-03-20')).toMatchObject({ grossSales: '0.00', refunds: '10.00', refundCount: 1, netRevenue: '-10.00' });
      expect(day('2090-02-20')).toMatchObject({ payouts: '15.00' });
      expect(day('2090-01-01')).toMatchObject({ grossSales: '0.00', salesCount: 0, payouts: '0.00' });

      const summary = await getEnterpriseSummary({ ...t, db }, { actor: await adminRow(db), range, now });
      expect(summary.scalabilityScore).toBeNull();
      expect(summary.competitiveAdvantages[0]).toBe(
        'Creators keep 90% of each sale before card processing: the platform fee is 10%.',
      );
      expect(summary.growthIndicators).toEqual([
        'Net revenue, last 30 days: $60.00 (+50% against the 30 days before).',
        'Buyers, last 30 days: 3 (+50%).',
        'New creators (first product), last 30 days: 1.',
        'Creator retention: 66.7% of the creators who sold in the 30 days before sold again in the last 30.',
      ]);
    });
  });

  it('reads days already computed from the daily totals until they are refreshed, and a refresh is idempotent', async () => {
    await inSnapshot(async (db) => {
      const actor = await adminRow(db);
      const read = () => getEnterpriseMetrics({ ...t, db }, { actor, range, now });
      const before = await read();
      const creator = await createProduct(db, { createdAt: at('2090-01-02') });
      const buyer = await createTestBuyer(db);
      await recordTestSale(
        { db, app: t.app, config: t.config },
        { buyerId: buyer.id, productId: creator.product.id, amountCents: 1234, createdAt: at('2090-02-03') },
      );
      // The day was computed by the first read: the page shows it as it was until the job runs.
      expect((await read()).totals.salesCount).toBe(before.totals.salesCount);

      await refreshDailyTotals({ db }, { from: '2090-02-01', to: '2090-02-05' });
      const rowsOnce = await db.select().from(enterpriseDailyTotals).where(eq(enterpriseDailyTotals.day, '2090-02-03'));
      await refreshDailyTotals({ db }, { from: '2090-02-01', to: '2090-02-05' });
      const rowsTwice = await db.select().from(enterpriseDailyTotals).where(eq(enterpriseDailyTotals.day, '2090-02-03'));
      expect(rowsTwice).toHaveLength(1);
      expect({ ...rowsTwice[0], refreshedAt: null }).toEqual({ ...rowsOnce[0], refreshedAt: null });
      expect(rowsTwice[0]).toMatchObject({ grossSalesCents: 1234, salesCount: 1, ordersCount: 1, platformFeeCents: 123 });

      const after = await read();
      expect(after.totals.salesCount).toBe(before.totals.salesCount + 1);
      expect(after.totals.grossSales).toBe('12.34');
    });
  });

  it("recomputes today's totals on every read, so a sale made now shows at once", async () => {
    await inSnapshot(async (db) => {
      const actor = await adminRow(db);
      const today = enterpriseRangeQuery.parse({});
      const read = () => getEnterpriseMetrics({ ...t, db }, { actor, range: today, now: new Date() });
      const before = await read();
      const buyer = await createTestBuyer(db);
      const product = await createTestProduct(db, (await createTestBuyer(db)).id);
      await recordTestSale({ db, app: t.app, config: t.config }, { buyerId: buyer.id, productId: product.id, amountCents: 2500 });
      const after = await read();
      expect(after.totals.salesCount).toBe(before.totals.salesCount + 1);
      const cents = (price: string) => Math.round(Number(price) * 100);
      expect(cents(after.totals.grossSales) - cents(before.totals.grossSales)).toBe(2500);
    });
  });
});

describe('the stored figures the enterprise page reads', () => {
  const minutes = (at: Date, count: number) => new Date(at.getTime() + count * 60_000);

  it("keeps a day's window figures for ten minutes while the day runs, then recomputes them, and keeps them for good once it is over", async () => {
    await inSnapshot(async (db) => {
      // 2092-06-30 is a day only this test reads.
      const day = '2092-06-30';
      const morning = new Date(`${day}T10:00:00Z`);
      const product = await createTestProduct(db, (await createTestBuyer(db)).id);
      const sellAt = async (createdAt: Date) =>
        recordTestSale(
          { db, app: t.app, config: t.config },
          { buyerId: (await createTestBuyer(db)).id, productId: product.id, amountCents: 1000, createdAt },
        );

      expect((await windowActivity(db, day, morning)).laterBuyers).toBe(0);
      await sellAt(new Date(`${day}T09:00:00Z`));
      expect((await windowActivity(db, day, minutes(morning, 9))).laterBuyers).toBe(0);
      expect((await windowActivity(db, day, minutes(morning, 11))).laterBuyers).toBe(1);

      // A sale later that day: the last computation was before the day ended, so the next read after it recomputes.
      await sellAt(new Date(`${day}T23:00:00Z`));
      expect((await windowActivity(db, day, new Date('2092-07-01T00:01:00Z'))).laterBuyers).toBe(2);
      // Final now: a sale written afterwards with that day's date is not read again.
      await sellAt(new Date(`${day}T23:30:00Z`));
      expect((await windowActivity(db, day, new Date('2092-07-02T00:00:00Z'))).laterBuyers).toBe(2);
    });
  });

  it('brings the creator facts up to date with the products and sales written since the last read, as a full recomputation would', async () => {
    await inSnapshot(async (db) => {
      const actor = await adminRow(db);
      const range = enterpriseRangeQuery.parse({ from: '2093-01-01', to: '2093-03-31' });
      const now = at('2093-04-01');
      const read = () => getEnterpriseMetrics({ ...t, db }, { actor, range, now });
      expect((await read()).metrics.avgCreatorLTV).toBeNull();

      const started = await createProduct(db, { createdAt: at('2093-01-10') });
      const buyer = await createTestBuyer(db);
      const sale = await recordTestSale(
        { db, app: t.app, config: t.config },
        { buyerId: buyer.id, productId: started.product.id, amountCents: 2000, createdAt: at('2093-01-20') },
      );
      const afterSale = await read();
      expect(afterSale.metrics.creatorCompletionRate).toBe(100);
      expect(afterSale.metrics.avgTimeToFirstSale).toBe(10);
      expect(Number(afterSale.metrics.avgCreatorLTV)).toBeGreaterThan(0);

      await recordTestRefund(db, sale, at('2093-01-25'));
      expect((await read()).metrics.avgCreatorLTV).toBe('0.00');

      const facts = () =>
        db
          .select({
            creatorId: enterpriseCreatorFacts.creatorId,
            firstProductAt: enterpriseCreatorFacts.firstProductAt,
            hasPublished: enterpriseCreatorFacts.hasPublished,
            earningsCents: enterpriseCreatorFacts.earningsCents,
            firstSaleAt: enterpriseCreatorFacts.firstSaleAt,
          })
          .from(enterpriseCreatorFacts)
          .where(eq(enterpriseCreatorFacts.creatorId, started.creator.id));
      const kept = await facts();
      expect(kept).toEqual([expect.objectContaining({ hasPublished: true, earningsCents: 0 })]);
      await refreshCreatorFacts({ db }, { all: true });
      expect(await facts()).toEqual(kept);
    });
  });
});
