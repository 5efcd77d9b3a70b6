import { and, eq, sum } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { openDatabase } from '../../../src/server/db/client.js';
import { refunds } from '../../../src/server/db/schema/care.js';
import { purchases, sales } from '../../../src/server/db/schema/commerce.js';
import { payouts } from '../../../src/server/db/schema/payouts.js';
import { approveRefund } from '../../../src/server/features/support/approve-refund.js';
import { runPayoutBatch } from '../../../src/server/features/payouts/run-payout-batch.js';
import { splitPayment } from '../../../src/server/lib/fees.js';
import type { PayoutSender } from '../../../src/server/providers/payouts/payout-provider.js';
import {
  connectTestPayoutAccount,
  createTestBuyer,
  createTestProduct,
  recordTestRefund,
  recordTestSale,
} from '../../helpers/creator-factories.js';
import { signUpUser, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { buyProducts, createProductWithFile, requestPayout } from '../../helpers/commerce.js';
import { createTestApp, type TestApp, testDatabase, testDatabaseUrl } from '../../helpers/test-app.js';

let t: TestApp;
let adminCookie: string;
const adminEmail = uniqueEmail('payout-admin');
beforeAll(async () => {
  // Refund requests go through the support assistant, whose rate limit the random runs would reach.
  t = await createTestApp({ ADMIN_EMAILS: adminEmail, AI_RATE_LIMIT_PER_WINDOW: '100000' });
  adminCookie = (await signUpUser(t, { email: adminEmail })).cookie;
});
afterAll(async () => {
  await t.app.close();
});

const earningsOf = (amountCents: number) => splitPayment([amountCents])[0]!.creatorEarningsCents;

const DAY_MS = 86_400_000;
const hold = () => ({ holdDays: t.config.payouts.holdDays });

/** A creator with one product and sales of the given amounts (each by a new buyer), past the hold unless `createdAt` says otherwise. */
async function creatorWithSales(amountsCents: number[], createdAt = new Date(Date.now() - 20 * DAY_MS)) {
  const creator = await signUpUser(t);
  await connectTestPayoutAccount(t, creator.user);
  const product = await createTestProduct(t.db, creator.user.id);
  const sold = [];
  for (const amountCents of amountsCents) {
    const buyer = await createTestBuyer(t.db);
    sold.push(await recordTestSale(t, { buyerId: buyer.id, productId: product.id, amountCents, createdAt }));
  }
  return { creator, product, sold };
}

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });

const afterFriday = (payoutDate: string) => new Date(new Date(payoutDate).getTime() + 60_000);

async function completedCents(creatorId: number) {
  const rows = await t.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.creatorId, creatorId), eq(payouts.status, 'completed')));
  return rows.reduce((total, row) => total + row.amountCents, 0);
}

async function paidOutCents(creatorId: number) {
  const [row] = await t.db
    .select({ cents: sum(payouts.amountCents).mapWith(Number) })
    .from(payouts)
    .where(eq(payouts.creatorId, creatorId));
  return row?.cents ?? 0;
}

describe('earnings and sales', () => {
  it('asks a signed-out visitor to sign in', async () => {
    for (const url of ['/api/creator/earnings', '/api/creator/sales', '/api/creator/payouts']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/creator/request-payout', headers: { origin: TEST_ORIGIN } })).statusCode,
    ).toBe(401);
  });

  it('shows earnings after fees with a refund netted out, and every ledger line', async () => {
    const { creator, sold } = await creatorWithSales([2500, 4000]);
    await recordTestRefund(t.db, sold[0]!);
    const earnings = (await get(creator.cookie, '/api/creator/earnings')).json();
    const net = earningsOf(4000);
    expect(earnings).toEqual({
      totalEarnings: (net / 100).toFixed(2),
      availableBalance: (net / 100).toFixed(2),
      pendingEarnings: '0.00',
      negativeBalance: '0.00',
      holdDays: 14,
      totalPayouts: '0.00',
      lastPayoutDate: null,
      minimumPayout: '20.00',
    });

    const lines = (await get(creator.cookie, '/api/creator/sales')).json();
    expect(lines).toHaveLength(3);
    // Sold 20 days ago, past the 14-day hold (and one refunded): nothing waits for a date.
    expect(lines.map((line: { availableOn: string | null }) => line.availableOn)).toEqual([null, null, null]);
    const reversal = lines.find((line: { kind: string }) => line.kind === 'reversal');
    const split = splitPayment([2500])[0]!;
    expect(reversal).toMatchObject({
      amount: '-25.00',
      platformFee: `-${(split.platformFeeCents / 100).toFixed(2)}`,
      processingFee: `-${(split.processingFeeCents / 100).toFixed(2)}`,
      creatorEarnings: `-${(split.creatorEarningsCents / 100).toFixed(2)}`,
    });
    expect(
      lines
        .filter((line: { kind: string }) => line.kind === 'sale')
        .map((line: { amount: string }) => line.amount)
        .sort(),
    ).toEqual(['25.00', '40.00']);
  });

  it('shows nobody else’s sales', async () => {
    await creatorWithSales([3000]);
    const stranger = await signUpUser(t);
    expect((await get(stranger.cookie, '/api/creator/sales')).json()).toEqual([]);
    expect((await get(stranger.cookie, '/api/creator/earnings')).json()).toMatchObject({
      totalEarnings: '0.00',
      availableBalance: '0.00',
    });
  });
});

describe('POST /api/creator/request-payout', () => {
  it('refuses below $20 and says how much more is needed', async () => {
    // $10.00 earns 10.00 - 1.00 platform - 0.59 processing = 8.41.
    const { creator } = await creatorWithSales([1000]);
    const response = await requestPayout(t.app, creator.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Minimum payout is $20.00. You need $11.59 more.');
    expect(await paidOutCents(creator.user.id)).toBe(0);
  });

  it('pays out the whole available balance in the next Friday run, then nothing is left', async () => {
    const { creator } = await creatorWithSales([2500, 2500]);
    const response = await requestPayout(t.app, creator.cookie);
    expect(response.statusCode).toBe(201);
    const { payout } = response.json();
    expect(payout).toMatchObject({ amount: ((earningsOf(2500) * 2) / 100).toFixed(2), status: 'pending', notes: null });
    const runDate = new Date(payout.payoutDate);
    expect(runDate.getUTCDay()).toBe(5);
    expect(runDate.getTime()).toBeGreaterThan(Date.now());
    expect(runDate.getTime() - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

    // Requested is not sent: "Total payouts" counts money that left, and the request is listed as pending.
    expect((await get(creator.cookie, '/api/creator/earnings')).json()).toMatchObject({
      availableBalance: '0.00',
      totalPayouts: '0.00',
      lastPayoutDate: null,
    });
    expect((await get(creator.cookie, '/api/creator/payouts')).json()).toEqual([payout]);
    const again = await requestPayout(t.app, creator.cookie);
    expect(again.json().message).toBe('Minimum payout is $20.00. You need $20.00 more.');
  });

  it('pays out at most what was earned when 20 requests arrive at once', async () => {
    const { creator } = await creatorWithSales([5000, 5000]);
    const earned = earningsOf(5000) * 2;
    const responses = await Promise.all(Array.from({ length: 20 }, () => requestPayout(t.app, creator.cookie)));
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 400)).toHaveLength(19);
    expect(await paidOutCents(creator.user.id)).toBe(earned);
  });
});

describe('the Friday payout run', () => {
  const afterRun = (payoutDate: string) => new Date(new Date(payoutDate).getTime() + 60_000);

  it('completes due payouts through the provider and records the date', async () => {
    const { creator } = await creatorWithSales([3000]);
    const { payout } = (await requestPayout(t.app, creator.cookie)).json();

    const early = await runPayoutBatch(t, {
      payouts: t.payouts,
      now: new Date(new Date(payout.payoutDate).getTime() - 60_000),
      ...hold(),
    });
    expect(early.completed).not.toContain(payout.id);

    const result = await runPayoutBatch(t, { payouts: t.payouts, now: afterRun(payout.payoutDate), ...hold() });
    expect(result.completed).toContain(payout.id);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({
      status: 'completed',
      providerReference: expect.stringMatching(new RegExp(`^test-transfer-${payout.id}-to-test_acct_`)),
    });
    const earnings = (await get(creator.cookie, '/api/creator/earnings')).json();
    expect(earnings.lastPayoutDate).toBe(afterRun(payout.payoutDate).toISOString());
    expect(earnings.availableBalance).toBe('0.00');
    expect(earnings.totalPayouts).toBe(payout.amount);
  });

  it('marks a refused transfer failed with a note and returns the amount to the balance', async () => {
    const { creator } = await creatorWithSales([3000]);
    const { payout } = (await requestPayout(t.app, creator.cookie)).json();
    const refusing: PayoutSender = {
      send: async () => ({ ok: false, reason: 'the bank account was closed' }),
    };
    const result = await runPayoutBatch(t, { payouts: refusing, now: afterRun(payout.payoutDate), ...hold() });
    expect(result.failed).toContain(payout.id);
    const [listed] = (await get(creator.cookie, '/api/creator/payouts')).json();
    expect(listed).toMatchObject({
      id: payout.id,
      status: 'failed',
      notes: 'Transfer failed: the bank account was closed. The amount is back in your available balance.',
    });
    expect((await get(creator.cookie, '/api/creator/earnings')).json()).toMatchObject({
      availableBalance: payout.amount,
      totalPayouts: '0.00',
    });
  });

  it('sends each payout once when two runs start together', async () => {
    const { creator } = await creatorWithSales([3000]);
    const { payout } = (await requestPayout(t.app, creator.cookie)).json();
    const sent: number[] = [];
    const counting: PayoutSender = {
      send: async (order) => {
        sent.push(order.payoutId);
        return { ok: true, reference: `ref-${order.payoutId}` };
      },
    };
    await Promise.all([
      runPayoutBatch(t, { payouts: counting, now: afterRun(payout.payoutDate), ...hold() }),
      runPayoutBatch(t, { payouts: counting, now: afterRun(payout.payoutDate), ...hold() }),
    ]);
    expect(sent.filter((id) => id === payout.id)).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  it('never pay out more than earned when both take requests at once', async () => {
    const second = await openDatabase({ url: (await testDatabaseUrl())!, poolSize: 5 });
    const other = await buildApp({
      config: t.config,
      db: second.db,
      storage: t.storage,
      payments: t.payments,
      payouts: t.payouts,
      ai: t.ai,
      serveWeb: false,
    });
    try {
      const { creator } = await creatorWithSales([5000, 5000]);
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) => requestPayout(i % 2 ? other : t.app, creator.cookie)),
      );
      expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(await paidOutCents(creator.user.id)).toBe(earningsOf(5000) * 2);
    } finally {
      await other.close();
      await second.close();
    }
  });
});

describe('a refund after a payout request (the regression of $25 → $21.47 → refund)', () => {
  async function boughtThenPayoutRequested(app: TestApp, createdAt?: Date) {
    const creator = await signUpUser(app);
    await connectTestPayoutAccount(app, creator.user);
    const product = await createProductWithFile(app, { creatorId: creator.user.id, priceCents: 2500 });
    const buyer = await signUpUser(app);
    const { confirmation } = await buyProducts(app, buyer.cookie, [product.id]);
    if (createdAt) {
      await app.db.update(sales).set({ createdAt }).where(eq(sales.creatorId, creator.user.id));
      await app.db.update(purchases).set({ createdAt }).where(eq(purchases.id, confirmation.purchases[0]!.id));
    }
    return { creator, product, buyer };
  }

  it('holds a new sale’s earnings: the $21.47 cannot be requested while the automatic refund is open', async () => {
    const { creator } = await boughtThenPayoutRequested(t);
    const earnings = (await get(creator.cookie, '/api/creator/earnings')).json();
    expect(earnings).toMatchObject({ totalEarnings: '21.47', pendingEarnings: '21.47', availableBalance: '0.00', holdDays: 14 });
    // The held sale says when its earnings become available: 14 days after the sale.
    const [sale] = (await get(creator.cookie, '/api/creator/sales')).json();
    expect(new Date(sale.availableOn).getTime() - new Date(sale.createdAt).getTime()).toBe(14 * DAY_MS);
    const response = await requestPayout(t.app, creator.cookie);
    expect(response.statusCode).toBe(400);
    expect(await paidOutCents(creator.user.id)).toBe(0);
  });

  it('pays 0 when the automatic refund lands between the request and the run (even with no hold)', async () => {
    const noHold = await createTestApp({ PAYOUT_HOLD_DAYS: '0', AI_RATE_LIMIT_PER_WINDOW: '100000' });
    try {
      const { creator, product, buyer } = await boughtThenPayoutRequested(noHold);
      const requested = await requestPayout(noHold.app, creator.cookie);
      expect(requested.json().payout).toMatchObject({ amount: '21.47', status: 'pending' });
      const refund = await noHold.app.inject({
        method: 'POST',
        url: '/api/support',
        headers: { cookie: buyer.cookie, origin: TEST_ORIGIN },
        payload: { type: 'refund', message: 'Please refund me', productId: product.id },
      });
      expect(refund.json().refundStatus).toBe('approved');
      // The creator is told before the Friday that the payout will not go.
      const [forecast] = (await noHold.app.inject({ url: '/api/creator/payouts', headers: { cookie: creator.cookie } })).json();
      expect(forecast).toMatchObject({ status: 'pending', forecast: { outcome: 'cancelled', amount: '0.00' } });

      const sent: number[] = [];
      const provider: PayoutSender = {
        send: async (order) => {
          // Other tests' due payouts may share the run.
          if (order.creatorId === creator.user.id) sent.push(order.amountCents);
          return { ok: true, reference: `ref-${order.payoutId}` };
        },
      };
      const result = await runPayoutBatch(noHold, {
        payouts: provider,
        now: afterFriday(requested.json().payout.payoutDate),
        holdDays: 0,
      });
      expect(result.cancelled).toContain(requested.json().payout.id);
      expect(sent).toEqual([]);
      expect(await completedCents(creator.user.id)).toBe(0);
      const [payout] = (await noHold.app.inject({ url: '/api/creator/payouts', headers: { cookie: creator.cookie } })).json();
      expect(payout).toMatchObject({ status: 'failed', amount: '21.47' });
      expect(payout.notes).toMatch(/^Cancelled before sending: refunds since the request left \$0\.00 payable/);
      expect(
        (await noHold.app.inject({ url: '/api/creator/earnings', headers: { cookie: creator.cookie } })).json(),
      ).toMatchObject({
        totalEarnings: '0.00',
        availableBalance: '0.00',
        totalPayouts: '0.00',
      });
    } finally {
      await noHold.app.close();
    }
  });

  it('lowers a payout to what is still payable when one of two sales was refunded, and says so at once', async () => {
    const { creator, sold } = await creatorWithSales([5000, 5000]);
    const { payout } = (await requestPayout(t.app, creator.cookie)).json();
    expect(payout.forecast).toBeNull();
    await recordTestRefund(t.db, sold[0]!);
    const [listed] = (await get(creator.cookie, '/api/creator/payouts')).json();
    expect(listed).toMatchObject({
      id: payout.id,
      status: 'pending',
      forecast: { outcome: 'reduced', amount: (earningsOf(5000) / 100).toFixed(2) },
    });
    const result = await runPayoutBatch(t, {
      payouts: t.payouts,
      now: afterFriday(payout.payoutDate),
      ...hold(),
    });
    expect(result.reduced).toContain(payout.id);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ status: 'completed', amountCents: earningsOf(5000), requestedAmountCents: earningsOf(5000) * 2 });
    expect(row!.notes).toContain('Reduced from');
  });

  it('still refunds the buyer after the money left, and shows the creator a negative balance repaid by later sales', async () => {
    const { creator, product } = await boughtThenPayoutRequested(t, new Date(Date.now() - 20 * DAY_MS));
    const { payout } = (await requestPayout(t.app, creator.cookie)).json();
    await runPayoutBatch(t, { payouts: t.payouts, now: afterFriday(payout.payoutDate), ...hold() });
    expect(await completedCents(creator.user.id)).toBe(earningsOf(2500));
    // A person approves a late refund of the sale that was paid out.
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.productId, product.id));
    const refunded = await approveRefund(t, { purchaseId: purchase!.id, reason: 'Goodwill', decidedBy: null, now: new Date() });
    expect(refunded.status).toBe('approved');
    const net = earningsOf(2500);
    expect((await get(creator.cookie, '/api/creator/earnings')).json()).toMatchObject({
      totalEarnings: '0.00',
      availableBalance: '0.00',
      negativeBalance: (net / 100).toFixed(2),
    });
    // A later sale, once settled, first repays what is owed.
    const buyer = await createTestBuyer(t.db);
    await recordTestSale(t, {
      buyerId: buyer.id,
      productId: product.id,
      amountCents: 9000,
      createdAt: new Date(Date.now() - 20 * DAY_MS),
    });
    expect((await get(creator.cookie, '/api/creator/earnings')).json()).toMatchObject({
      negativeBalance: '0.00',
      availableBalance: ((earningsOf(9000) - net) / 100).toFixed(2),
    });
  });
});

describe('payout safety under random sequences of sales, refunds, requests and runs', () => {
  type Step =
    | { kind: 'sale'; buyer: number }
    | { kind: 'download'; buyer: number }
    | { kind: 'refund'; buyer: number }
    | { kind: 'request' }
    | { kind: 'run' }
    | { kind: 'advance'; days: number };
  const BUYERS = 3;
  const buyer = fc.integer({ min: 0, max: BUYERS - 1 });
  const step: fc.Arbitrary<Step> = fc.oneof(
    { weight: 3, arbitrary: buyer.map((b) => ({ kind: 'sale' as const, buyer: b })) },
    { weight: 1, arbitrary: buyer.map((b) => ({ kind: 'download' as const, buyer: b })) },
    { weight: 3, arbitrary: buyer.map((b) => ({ kind: 'refund' as const, buyer: b })) },
    { weight: 3, arbitrary: fc.constant({ kind: 'request' as const }) },
    { weight: 4, arbitrary: fc.constant({ kind: 'run' as const }) },
    { weight: 2, arbitrary: fc.integer({ min: 1, max: 12 }).map((days) => ({ kind: 'advance' as const, days })) },
  );

  let buyers: Awaited<ReturnType<typeof signUpUser>>[] = [];
  // The same database without a hold: only the run-time re-check stands between a refund and a payout.
  let noHold: TestApp;
  beforeAll(async () => {
    buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await signUpUser(t));
    noHold = await createTestApp({ ADMIN_EMAILS: adminEmail, AI_RATE_LIMIT_PER_WINDOW: '100000', PAYOUT_HOLD_DAYS: '0' });
  });
  afterAll(async () => {
    await noHold.app.close();
  });

  /** The creator's figures straight from the ledger and payout tables. */
  async function ledger(creatorId: number, holdDays: number) {
    const { rows } = await (await testDatabase()).executeSql(
      `select
         coalesce((select sum(creator_earnings_cents) from sales where creator_id = $1), 0)::int as net,
         coalesce((select sum(s.creator_earnings_cents) from sales s where s.creator_id = $1 and s.kind = 'sale'
            and s.created_at >= now() - make_interval(days => $2)
            and not exists (select 1 from sales r where r.reverses_sale_id = s.id)), 0)::int as held,
         -- Refunds approved after the sale had settled: only a person can approve those (after 14 days or a download).
         coalesce((select sum(s.creator_earnings_cents) from sales s join sales r on r.reverses_sale_id = s.id
            where s.creator_id = $1 and r.created_at > s.created_at + make_interval(days => $2)), 0)::int as late,
         coalesce((select sum(amount_cents) from payouts where creator_id = $1 and status = 'completed'), 0)::int as paid,
         coalesce((select sum(amount_cents) from payouts where creator_id = $1 and status in ('processing', 'completed')), 0)::int as sent,
         coalesce((select sum(amount_cents) from payouts where creator_id = $1 and status <> 'failed'), 0)::int as committed`,
      [creatorId, holdDays],
    );
    return rows[0] as { net: number; held: number; late: number; paid: number; sent: number; committed: number };
  }

  /** Moves the creator's history `days` into the past: the same as waiting that long. */
  async function advance(creatorId: number, productId: number, days: number) {
    const { executeSql } = await testDatabase();
    const back = `make_interval(days => ${days})`;
    await executeSql(`update sales set created_at = created_at - ${back} where creator_id = $1`, [creatorId]);
    await executeSql(
      `update purchases set created_at = created_at - ${back}, refunded_at = refunded_at - ${back} where product_id = $1`,
      [productId],
    );
    await executeSql(
      `update payouts set created_at = created_at - ${back}, updated_at = updated_at - ${back}, payout_date = payout_date - ${back} where creator_id = $1`,
      [creatorId],
    );
  }

  const money = (cents: number) => (cents / 100).toFixed(2);

  it('never pays out more than net earnings, and the earnings page always matches the ledger', async () => {
    const provider = t.payouts;
    await fc.assert(
      fc.asyncProperty(
        fc.boolean(),
        fc.constantFrom(1000, 2500, 4000, 9900),
        fc.array(step, { minLength: 12, maxLength: 24 }),
        async (withHold, priceCents, steps) => {
          const app = withHold ? t : noHold;
          const holdDays = app.config.payouts.holdDays;
          const creator = await signUpUser(t);
          await connectTestPayoutAccount(t, creator.user);
          const product = await createProductWithFile(t, { creatorId: creator.user.id, priceCents });
          const activePurchase = async (b: number) =>
            (
              await t.db
                .select()
                .from(purchases)
                .where(
                  and(
                    eq(purchases.userId, buyers[b]!.user.id),
                    eq(purchases.productId, product.id),
                    eq(purchases.status, 'active'),
                  ),
                )
            )[0];

          for (const current of steps) {
            const before = await ledger(creator.user.id, holdDays);
            if (current.kind === 'sale') {
              if (!(await activePurchase(current.buyer))) await buyProducts(t, buyers[current.buyer]!.cookie, [product.id]);
            } else if (current.kind === 'download') {
              const owned = await activePurchase(current.buyer);
              if (owned) await t.db.update(purchases).set({ downloadCount: 1 }).where(eq(purchases.id, owned.id));
            } else if (current.kind === 'refund') {
              const owned = await activePurchase(current.buyer);
              if (owned) {
                const answer = await t.app.inject({
                  method: 'POST',
                  url: '/api/support',
                  headers: { cookie: buyers[current.buyer]!.cookie, origin: TEST_ORIGIN },
                  payload: { type: 'refund', message: 'Please refund this', productId: product.id },
                });
                expect(answer.statusCode).toBe(200);
                if (answer.json().refundStatus === 'pending') {
                  // A person approves it, even after the money left: the buyer must still get it.
                  const [pending] = await t.db
                    .select()
                    .from(refunds)
                    .where(and(eq(refunds.purchaseId, owned.id), eq(refunds.status, 'pending')));
                  const decided = await t.app.inject({
                    method: 'POST',
                    url: `/api/admin/refunds/${pending!.id}`,
                    headers: { cookie: adminCookie, origin: TEST_ORIGIN },
                    payload: { decision: 'approve', note: 'Approved by the property test' },
                  });
                  expect(decided.statusCode).toBe(200);
                }
              }
            } else if (current.kind === 'request') {
              const response = await requestPayout(app.app, creator.cookie);
              expect([201, 400]).toContain(response.statusCode);
            } else if (current.kind === 'run') {
              // Friday comes for this creator's pending payouts; the sales keep their age.
              await (await testDatabase()).executeSql(
                `update payouts set payout_date = now() - interval '1 minute' where creator_id = $1 and status = 'pending'`,
                [creator.user.id],
              );
              const result = await runPayoutBatch(app, { payouts: provider, now: new Date(), holdDays });
              expect(result.skipped).toBe(false);
              const after = await ledger(creator.user.id, holdDays);
              // Money that left in this run never exceeds settled net earnings at this moment.
              if (after.sent > before.sent) expect(after.sent).toBeLessThanOrEqual(after.net - after.held);
            } else {
              await advance(creator.user.id, product.id, current.days);
            }

            const now = await ledger(creator.user.id, holdDays);
            // Money owed back (sent above settled earnings) only ever comes from a refund after the money left.
            const owed = (l: typeof now) => Math.max(0, l.sent - (l.net - l.held));
            if (current.kind !== 'refund') expect(owed(now)).toBeLessThanOrEqual(owed(before));
            // Paid out ≤ net earnings; only a refund a person approved after the sale settled can open a gap, owed back.
            expect(now.paid).toBeLessThanOrEqual(now.net + now.late);
            if (now.late === 0) expect(now.paid).toBeLessThanOrEqual(now.net);
            const settled = now.net - now.held;
            const shown = await app.app.inject({ url: '/api/creator/earnings', headers: { cookie: creator.cookie } });
            expect(shown.json()).toMatchObject({
              totalEarnings: money(now.net),
              pendingEarnings: money(now.held),
              availableBalance: money(Math.max(0, settled - now.committed)),
              negativeBalance: money(Math.max(0, now.sent - settled)),
              totalPayouts: money(now.paid),
            });
          }
        },
      ),
      { numRuns: Number(process.env.PAYOUT_PROPERTY_RUNS ?? 16), endOnFailure: true },
    );
    // Some 300 steps through the API: about 25 s alone, longer while the whole suite shares the cores.
  }, 300_000);
});
