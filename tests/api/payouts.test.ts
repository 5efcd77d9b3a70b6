import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { openDatabase } from '../../src/server/db/client.js';
import { payouts } from '../../src/server/db/schema/payouts.js';
import { runPayoutBatch } from '../../src/server/features/payouts/run-payout-batch.js';
import { splitPayment } from '../../src/server/lib/fees.js';
import { createLedgerOnlyPayouts } from '../../src/server/providers/payouts/ledger-only.js';
import type { PayoutProvider } from '../../src/server/providers/payouts/payout-provider.js';
import { createTestBuyer, createTestProduct, recordTestRefund, recordTestSale } from '../helpers/creator-factories.js';
import { signUpUser, TEST_ORIGIN } from '../helpers/factories.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
  const product = await createTestProduct(t.db, creator.user.id);
  const sold = [];
  for (const amountCents of amountsCents) {
    const buyer = await createTestBuyer(t.db);
    sold.push(await recordTestSale(t, { buyerId: buyer.id, productId: product.id, amountCents, createdAt }));
  }
  return { creator, product, sold };
}

const get = (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
// The spec's client: a JSON content type and no body.
const requestPayout = (app: TestApp['app'], cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/api/creator/request-payout',
    headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
  });

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

    expect((await get(creator.cookie, '/api/creator/earnings')).json()).toMatchObject({
      availableBalance: '0.00',
      totalPayouts: payout.amount,
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

    const early = await runPayoutBatch(
      t,
      createLedgerOnlyPayouts(),
      new Date(new Date(payout.payoutDate).getTime() - 60_000),
      hold(),
    );
    expect(early.completed).not.toContain(payout.id);

    const result = await runPayoutBatch(t, createLedgerOnlyPayouts(), afterRun(payout.payoutDate), hold());
    expect(result.completed).toContain(payout.id);
    const [row] = await t.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row).toMatchObject({ status: 'completed', providerReference: `ledger-payout-${payout.id}` });
    const earnings = (await get(creator.cookie, '/api/creator/earnings')).json();
    expect(earnings.lastPayoutDate).toBe(afterRun(payout.payoutDate).toISOString());
    expect(earnings.availableBalance).toBe('0.00');
  });

  it('marks a refused transfer failed with a note and returns the amount to the balance', async () => {
    const { creator } = await creatorWithSales([3000]);
    const { payout } = (await requestPayout(t.app, creator.cookie)).json();
    const refusing: PayoutProvider = {
      name: 'refusing',
      send: async () => ({ ok: false, reason: 'the bank account was closed' }),
    };
    const result = await runPayoutBatch(t, refusing, afterRun(payout.payoutDate), hold());
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
    const counting: PayoutProvider = {
      name: 'counting',
      send: async (order) => (sent.push(order.payoutId), { ok: true, reference: `ref-${order.payoutId}` }),
    };
    await Promise.all([
      runPayoutBatch(t, counting, afterRun(payout.payoutDate), hold()),
      runPayoutBatch(t, counting, afterRun(payout.payoutDate), hold()),
    ]);
    expect(sent.filter((id) => id === payout.id)).toHaveLength(1);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;
describe.skipIf(!postgresUrl)('two instances on one PostgreSQL (set TEST_DATABASE_URL to run)', () => {
  it('never pay out more than earned when both take requests at once', async () => {
    const second = await openDatabase({ url: postgresUrl!, poolSize: 5 });
    const other = await buildApp({
      config: t.config,
      db: second.db,
      storage: t.storage,
      payments: t.payments,
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
