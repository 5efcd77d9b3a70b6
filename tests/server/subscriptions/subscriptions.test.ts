import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/auth.js';
import {
  purchases,
  sales,
  subscriptionReminders,
  subscriptions,
  testPaymentIntents,
  testPaymentMethods,
} from '../../../src/server/db/schema/commerce.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { appJobs, JOB_NAMES } from '../../../src/server/jobs/app-jobs.js';
import { createJobQueue } from '../../../src/server/jobs/job-queue.js';
import { splitPayment } from '../../../src/server/lib/fees.js';
import { hasProductAccess } from '../../../src/server/features/subscriptions/access.js';
import { remindSubscribers } from '../../../src/server/features/subscriptions/remind-subscribers.js';
import { renewSubscriptions } from '../../../src/server/features/subscriptions/renew-subscriptions.js';
import { addInterval } from '../../../src/server/features/subscriptions/subscription-periods.js';
import { formatDay } from '../../../src/server/lib/dates.js';
import { hashToken } from '../../../src/server/lib/link-token.js';
import { requestRefund } from '../../../src/server/features/support/request-refund.js';
import { CHECKOUT_CONSENT, buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import { signUpUser } from '../../helpers/factories.js';
import { createTestApp, jobContextAt, testDatabase, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});
// The renewal job takes every due subscription: each test ends its own, so a later test's clock
// (days or months ahead) never renews an earlier test's subscriptions.
afterEach(async () => {
  await t.db.update(subscriptions).set({ status: 'ended' }).where(ne(subscriptions.status, 'ended'));
});

const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (date: Date, ms: number) => new Date(date.getTime() + ms);
// Attaching succeeds, every charge is declined (Stripe's 4000 0000 0000 0341).
const SAVES_THEN_DECLINES = { cardNumber: '4000 0000 0000 0341', expiry: '12/40', cvc: '123' };

async function subscriptionProduct(options: { priceCents?: number; trialDays?: number; interval?: 'month' | 'year' } = {}) {
  const creator = await signUpUser(t);
  const product = await createProductWithFile(t, {
    creatorId: creator.user.id,
    priceCents: options.priceCents ?? 900,
    isSubscription: true,
    subscriptionInterval: options.interval ?? 'month',
    trialDays: options.trialDays ?? 0,
  });
  return { creator, product };
}

async function subscriptionOf(userId: number) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row!;
}

const purchasesOf = (userId: number) =>
  t.db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(asc(purchases.id));

/** Subjects of the subscription e-mails queued for `to`, oldest first. */
const subscriptionEmails = async (to: string) =>
  (
    await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'subscription_changed')))
      .orderBy(asc(emailOutbox.id))
  ).map((row) => row.subject);

const runRenewals = (now: Date) =>
  renewSubscriptions({ db: t.db, payments: t.payments, log: t.app.log, config: t.config }, { now });

const download = (cookie: string, productId: number) =>
  t.app.inject({ method: 'GET', url: `/api/download/${productId}`, headers: { cookie } });

/** The one access rule that downloads, the cart and the library use, at a moment the test picks. */
async function accessAt(userId: number, productId: number, now: Date) {
  const [row] = await t.db
    .select({ ok: sql<boolean>`${hasProductAccess(t.db, { userId, productId, now })}` })
    .from(users)
    .limit(1);
  return row!.ok;
}

describe('subscribing', () => {
  it('starts a free trial: nothing charged today, access at once, the card kept for the renewals', async () => {
    const { product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
    const buyer = await signUpUser(t);
    const before = Date.now();
    const { intent, confirmation } = await buyProducts(t, buyer.cookie, [product.id]);

    expect(intent.amount).toBe('0.00');
    expect(confirmation.purchases).toEqual([]);
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
    const subscription = await subscriptionOf(buyer.user.id);
    expect(subscription).toMatchObject({ status: 'trialing', interval: 'month', priceCents: 900, failedAttempts: 0 });
    expect(subscription.paymentMethodId).toMatch(/^pm_test_/);
    expect(subscription.trialEndsAt!.getTime()).toBe(subscription.currentPeriodEnd.getTime());
    expect(subscription.currentPeriodEnd.getTime() - subscription.currentPeriodStart.getTime()).toBe(7 * DAY);
    expect(subscription.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(before - 1000);

    expect((await download(buyer.cookie, product.id)).statusCode).toBe(200);
    const listed = await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie: buyer.cookie } });
    expect(listed.json()).toEqual([
      expect.objectContaining({
        id: subscription.id,
        status: 'trialing',
        interval: 'month',
        price: '9.00',
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
        trialEndsAt: subscription.trialEndsAt!.toISOString(),
        canceledAt: null,
        hasAccess: true,
      }),
    ]);
    // The order after paying names the trial, at nothing charged.
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${intent.paymentIntentId}`,
      headers: { cookie: buyer.cookie },
    });
    expect(order.json().items).toEqual([
      expect.objectContaining({
        productId: product.id,
        price: '0.00',
        status: 'active',
        subscription: { interval: 'month', trialDays: 7 },
      }),
    ]);
    // Subscribed already: the product cannot go in the cart again.
    expect((await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id })).json().code).toBe('already_owned');
  });

  it('charges the first period at checkout when there is no trial, beside a one-time product', async () => {
    const { product: monthly } = await subscriptionProduct({ priceCents: 900 });
    const creator = await signUpUser(t);
    const oneTime = await createProductWithFile(t, { creatorId: creator.user.id, priceCents: 1200 });
    const buyer = await signUpUser(t);
    const { intent } = await buyProducts(t, buyer.cookie, [monthly.id, oneTime.id]);

    expect(intent.amount).toBe('21.00');
    const subscription = await subscriptionOf(buyer.user.id);
    expect(subscription).toMatchObject({ status: 'active', trialEndsAt: null });
    expect(subscription.currentPeriodEnd).toEqual(addInterval(subscription.currentPeriodStart, 'month'));
    const bought = await purchasesOf(buyer.user.id);
    expect(bought).toMatchObject([
      { productId: monthly.id, amountCents: 900, subscriptionId: subscription.id, periodEnd: subscription.currentPeriodEnd },
      { productId: oneTime.id, amountCents: 1200, subscriptionId: null, periodEnd: null },
    ]);
    // Each is a sale split by the one fee policy, the processing fee once for the payment.
    const ledger = await t.db
      .select()
      .from(sales)
      .where(
        inArray(
          sales.purchaseId,
          bought.map((row) => row.id),
        ),
      )
      .orderBy(asc(sales.purchaseId));
    const [monthlySplit, oneTimeSplit] = splitPayment([900, 1200]);
    expect(ledger).toMatchObject([monthlySplit!, oneTimeSplit!]);

    // The library lists the one-time product; the subscription is listed with its own state.
    const library = await t.app.inject({ method: 'GET', url: '/api/purchases', headers: { cookie: buyer.cookie } });
    expect(library.json().map((row: { product: { id: number } }) => row.product.id)).toEqual([oneTime.id]);
    const listed = await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie: buyer.cookie } });
    expect(listed.json()).toMatchObject([{ status: 'active', trialEndsAt: null, product: { id: monthly.id } }]);
  });

  it('settles a second paid checkout of the same trial without starting a second subscription', async () => {
    const { product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
    const buyer = await signUpUser(t);
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    const intents = [];
    for (const tab of [1, 2]) {
      const intent = (await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
      const paid = await send(t, buyer.cookie, 'POST', '/api/test-payments/confirm', {
        clientSecret: intent.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      });
      expect(paid.statusCode, `tab ${tab}`).toBe(200);
      intents.push(intent);
    }
    const confirm = (paymentIntentId: string) => send(t, buyer.cookie, 'POST', '/api/confirm-purchase', { paymentIntentId });
    expect((await confirm(intents[0].paymentIntentId)).statusCode).toBe(200);
    const second = await confirm(intents[1].paymentIntentId);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('payment_refunded');
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id))).toHaveLength(1);
  });

  it('refuses a card that can be saved but not charged when the first period is due today', async () => {
    const { product } = await subscriptionProduct({ priceCents: 900 });
    const buyer = await signUpUser(t);
    await expect(buyProducts(t, buyer.cookie, [product.id], SAVES_THEN_DECLINES)).rejects.toThrow(/402/);
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id))).toEqual([]);
  });
});

describe('renewing', () => {
  it('charges the saved card when the trial ends and at the end of each period, each period a sale', async () => {
    const { creator, product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    const trialEnd = (await subscriptionOf(buyer.user.id)).currentPeriodEnd;

    expect(await runRenewals(at(trialEnd, -MINUTE))).toMatchObject({ renewed: 0 });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'trialing' });

    // Through the job queue, as the scheduled run does it.
    const queue = createJobQueue({
      executeSql: (await testDatabase()).executeSql,
      context: jobContextAt(t, at(trialEnd, MINUTE)),
      definitions: appJobs,
      log: t.app.log,
    });
    try {
      expect(await queue.runNow(JOB_NAMES.renewSubscriptions)).toMatchObject({ renewed: 1, failed: 0 });
    } finally {
      await queue.stop();
    }
    const firstPaidEnd = addInterval(trialEnd, 'month');
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: trialEnd,
      currentPeriodEnd: firstPaidEnd,
      failedAttempts: 0,
    });

    expect(await runRenewals(at(firstPaidEnd, MINUTE))).toMatchObject({ renewed: 1 });
    const secondPaidEnd = addInterval(firstPaidEnd, 'month');
    expect((await subscriptionOf(buyer.user.id)).currentPeriodEnd).toEqual(secondPaidEnd);

    const paid = await purchasesOf(buyer.user.id);
    expect(paid).toMatchObject([
      { amountCents: 900, status: 'active', periodEnd: firstPaidEnd },
      { amountCents: 900, status: 'active', periodEnd: secondPaidEnd },
    ]);
    const ledger = await t.db.select().from(sales).where(eq(sales.creatorId, creator.user.id)).orderBy(asc(sales.id));
    expect(ledger).toMatchObject([
      { kind: 'sale', amountCents: 900, ...splitPayment([900])[0] },
      { kind: 'sale', amountCents: 900, ...splitPayment([900])[0] },
    ]);
    expect(ledger[0]!.paymentId).not.toBe(ledger[1]!.paymentId);
  });

  it('keeps access while a declined renewal is retried 1, 3 and 7 days later, then ends it and refuses the download', async () => {
    const { product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id], SAVES_THEN_DECLINES);
    const trialEnd = (await subscriptionOf(buyer.user.id)).currentPeriodEnd;

    expect(await runRenewals(at(trialEnd, MINUTE))).toMatchObject({ failed: 1 });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({
      status: 'past_due',
      failedAttempts: 1,
      nextAttemptAt: at(trialEnd, DAY),
      lastFailure: 'Your card was declined.',
    });
    expect((await download(buyer.cookie, product.id)).statusCode).toBe(200);
    expect(await accessAt(buyer.user.id, product.id, at(trialEnd, 2 * DAY))).toBe(true);

    // Not due again before the retry time.
    expect(await runRenewals(at(trialEnd, 12 * 60 * MINUTE))).toMatchObject({ failed: 0 });
    expect(await runRenewals(at(trialEnd, DAY + MINUTE))).toMatchObject({ failed: 1 });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ failedAttempts: 2, nextAttemptAt: at(trialEnd, 3 * DAY) });
    expect(await runRenewals(at(trialEnd, 3 * DAY + MINUTE))).toMatchObject({ failed: 1 });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ failedAttempts: 3, nextAttemptAt: at(trialEnd, 7 * DAY) });
    expect(await runRenewals(at(trialEnd, 7 * DAY + MINUTE))).toMatchObject({ ended: 1 });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'ended', failedAttempts: 4, nextAttemptAt: null });

    expect(await purchasesOf(buyer.user.id)).toEqual([]);
    const response = await download(buyer.cookie, product.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('forbidden');
    // Four charge attempts, each declined, none paid.
    const charges = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.userId, buyer.user.id));
    expect(charges.filter((row) => row.idempotencyKey !== null).map((row) => row.status)).toEqual([
      'requires_payment_method',
      'requires_payment_method',
      'requires_payment_method',
      'requires_payment_method',
    ]);
    // The buyer was told at each step, by e-mail.
    expect(await subscriptionEmails(buyer.email)).toEqual([
      expect.stringMatching(/has started$/),
      expect.stringMatching(/^We could not renew/),
      expect.stringMatching(/^We could not renew/),
      expect.stringMatching(/^We could not renew/),
      expect.stringMatching(/has ended$/),
    ]);
  });

  it('recovers when a retry is paid: active again for the period that began when the last one ended', async () => {
    const { product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id], SAVES_THEN_DECLINES);
    const trialEnd = (await subscriptionOf(buyer.user.id)).currentPeriodEnd;
    await runRenewals(at(trialEnd, MINUTE));
    // The card starts working again before the first retry.
    await t.db
      .update(testPaymentMethods)
      .set({ cardNumber: '4242424242424242' })
      .where(eq(testPaymentMethods.userId, buyer.user.id));

    expect(await runRenewals(at(trialEnd, DAY + MINUTE))).toMatchObject({ renewed: 1 });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: trialEnd,
      currentPeriodEnd: addInterval(trialEnd, 'month'),
      failedAttempts: 0,
      nextAttemptAt: null,
      lastFailure: null,
    });
    expect(await purchasesOf(buyer.user.id)).toMatchObject([{ amountCents: 900, periodEnd: addInterval(trialEnd, 'month') }]);
  });

  it('never charges or records a period twice, with two runs at once or one run repeated', async () => {
    const { creator, product } = await subscriptionProduct({ priceCents: 1500, trialDays: 3 });
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    const subscription = await subscriptionOf(buyer.user.id);
    const now = at(subscription.currentPeriodEnd, MINUTE);

    // Two instances running the job in the same slot.
    const [one, two] = await Promise.all([runRenewals(now), runRenewals(now)]);
    expect(one.renewed + two.renewed).toBe(1);
    expect(one.refunded + two.refunded).toBe(0);
    expect(await runRenewals(now)).toMatchObject({ renewed: 0 });

    const paid = await purchasesOf(buyer.user.id);
    expect(paid).toHaveLength(1);
    const charges = await t.db
      .select()
      .from(testPaymentIntents)
      .where(and(eq(testPaymentIntents.userId, buyer.user.id), eq(testPaymentIntents.status, 'succeeded')));
    expect(charges.filter((row) => row.idempotencyKey !== null)).toHaveLength(1);
    expect(await t.db.select().from(sales).where(eq(sales.creatorId, creator.user.id))).toHaveLength(1);
    // The database refuses a second purchase of the same period whatever the code does.
    await expect(
      t.db.insert(purchases).values({
        userId: buyer.user.id,
        productId: product.id,
        paymentId: paid[0]!.paymentId,
        amountCents: 1500,
        subscriptionId: subscription.id,
        periodEnd: paid[0]!.periodEnd,
      }),
    ).rejects.toThrow();
  });
});

describe('cancelling and refunds', () => {
  it('keeps access to the end of the period after cancelling, charges nothing more, then ends and answers 403', async () => {
    const { product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
    const buyer = await signUpUser(t);
    const stranger = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    const { id, currentPeriodEnd: periodEnd } = await subscriptionOf(buyer.user.id);

    expect((await send(t, stranger.cookie, 'POST', `/api/subscriptions/${id}/cancel`)).statusCode).toBe(404);
    const canceled = await send(t, buyer.cookie, 'POST', `/api/subscriptions/${id}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', canceledAt: expect.any(String), hasAccess: true });
    // Cancelling again changes nothing.
    expect((await send(t, buyer.cookie, 'POST', `/api/subscriptions/${id}/cancel`)).json()).toMatchObject({ status: 'canceled' });

    expect((await download(buyer.cookie, product.id)).statusCode).toBe(200);
    expect(await accessAt(buyer.user.id, product.id, at(periodEnd, -1))).toBe(true);
    expect(await accessAt(buyer.user.id, product.id, periodEnd)).toBe(false);

    expect(await runRenewals(at(periodEnd, -MINUTE))).toMatchObject({ ended: 0, renewed: 0 });
    expect(await runRenewals(at(periodEnd, MINUTE))).toMatchObject({ ended: 1, renewed: 0 });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'ended' });
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
    expect((await download(buyer.cookie, product.id)).statusCode).toBe(403);
    expect((await send(t, buyer.cookie, 'POST', `/api/subscriptions/${id}/cancel`)).statusCode).toBe(409);
    expect(await subscriptionEmails(buyer.email)).toEqual([
      expect.stringMatching(/has started$/),
      expect.stringMatching(/is cancelled$/),
      expect.stringMatching(/has ended$/),
    ]);
    // Ended: the buyer may subscribe again.
    expect((await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id })).statusCode).toBe(201);
  });

  it('gives access by state at each boundary', async () => {
    const { product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    const { currentPeriodEnd: trialEnd } = await subscriptionOf(buyer.user.id);
    // Trialing and active give access whatever the clock says until the job moves them on.
    expect(await accessAt(buyer.user.id, product.id, at(trialEnd, -1))).toBe(true);
    expect(await accessAt(buyer.user.id, product.id, at(trialEnd, DAY))).toBe(true);
    await runRenewals(at(trialEnd, MINUTE));
    const paidEnd = addInterval(trialEnd, 'month');
    expect(await accessAt(buyer.user.id, product.id, at(paidEnd, -1))).toBe(true);
    await send(t, buyer.cookie, 'POST', `/api/subscriptions/${(await subscriptionOf(buyer.user.id)).id}/cancel`);
    expect(await accessAt(buyer.user.id, product.id, at(paidEnd, -1))).toBe(true);
    expect(await accessAt(buyer.user.id, product.id, paidEnd)).toBe(false);
    // Someone who never subscribed has none.
    const other = await signUpUser(t);
    expect(await accessAt(other.user.id, product.id, new Date())).toBe(false);
  });

  it('ends access when the current period is refunded, and reverses that sale only', async () => {
    const { creator, product } = await subscriptionProduct({ priceCents: 900 });
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    const [actor] = await t.db.select().from(users).where(eq(users.id, buyer.user.id));
    const outcome = await requestRefund(t, { actor: actor!, productId: product.id, now: new Date() });
    expect(outcome.status).toBe('approved');

    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'ended' });
    expect((await download(buyer.cookie, product.id)).statusCode).toBe(403);
    const ledger = await t.db.select().from(sales).where(eq(sales.creatorId, creator.user.id)).orderBy(asc(sales.id));
    expect(ledger.map((row) => [row.kind, row.amountCents])).toEqual([
      ['sale', 900],
      ['reversal', -900],
    ]);
    // Ended: nothing is charged at the period's end.
    expect(await runRenewals(at(new Date(), 40 * DAY))).toMatchObject({ renewed: 0 });
  });
});

describe('the creator dashboard', () => {
  it('counts subscribers and monthly recurring revenue from the subscriptions: cancelled and trial ones bill nothing', async () => {
    const { creator, product } = await subscriptionProduct({ priceCents: 900 });
    const staying = await signUpUser(t);
    const leaving = await signUpUser(t);
    await buyProducts(t, staying.cookie, [product.id]);
    await buyProducts(t, leaving.cookie, [product.id]);
    await send(t, leaving.cookie, 'POST', `/api/subscriptions/${(await subscriptionOf(leaving.user.id)).id}/cancel`);
    const analytics = () => t.app.inject({ method: 'GET', url: '/api/creator/analytics', headers: { cookie: creator.cookie } });
    expect((await analytics()).json()).toMatchObject({ activeSubscribers: 1, monthlyRecurringRevenue: '9.00' });

    const yearly = await subscriptionProduct({ priceCents: 12000, interval: 'year', trialDays: 14 });
    const trying = await signUpUser(t);
    await buyProducts(t, trying.cookie, [yearly.product.id]);
    const yearlyAnalytics = () =>
      t.app.inject({ method: 'GET', url: '/api/creator/analytics', headers: { cookie: yearly.creator.cookie } });
    expect((await yearlyAnalytics()).json()).toMatchObject({ activeSubscribers: 1, monthlyRecurringRevenue: '0.00' });
    await runRenewals(at((await subscriptionOf(trying.user.id)).currentPeriodEnd, MINUTE));
    expect((await yearlyAnalytics()).json()).toMatchObject({ activeSubscribers: 1, monthlyRecurringRevenue: '10.00' });
  });
});

// Reminders (docs/decisions/059).
const HOUR = 3_600_000;

/** The reminder job, then the renewal job, as their schedules run them at `now`. */
async function runJob(now: Date) {
  const reminded = await remindSubscribers({ db: t.db, siteUrl: t.config.siteUrl }, { now });
  return { reminded, ...(await runRenewals(now)) };
}

/** A buyer subscribed to a new product; their subscription row. */
async function subscribed(terms: { interval: 'month' | 'year'; trialDays: number; priceCents?: number }) {
  const { product } = await subscriptionProduct({ ...terms, priceCents: terms.priceCents ?? 1200 });
  const buyer = await signUpUser(t);
  await buyProducts(t, buyer.cookie, [product.id]);
  return { buyer, product, subscription: await subscriptionOf(buyer.user.id) };
}

const remindersTo = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'subscription_reminder')))
    .orderBy(asc(emailOutbox.id));

/** The token of the cancel link in a reminder's text. */
function cancelToken(text: string) {
  const link = /Cancel this subscription: (\S+)/.exec(text)?.[1];
  expect(link).toBeDefined();
  const url = new URL(link!);
  expect(url.pathname).toBe('/cancel-subscription');
  return url.searchParams.get('token')!;
}

const cancelByLink = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/subscriptions/cancel-by-link', payload: { token } });

describe('subscription reminders', () => {
  it('reminds of a trial ending 3 days before, not earlier, once, with the price, the date and a cancel link', async () => {
    const { buyer, subscription } = await subscribed({ interval: 'month', trialDays: 10, priceCents: 1200 });
    const trialEnd = subscription.currentPeriodEnd;

    await runJob(at(trialEnd, -3 * DAY - HOUR));
    expect(await remindersTo(buyer.user.email)).toEqual([]);

    const first = await runJob(at(trialEnd, -3 * DAY + HOUR));
    expect(first.reminded).toBe(1);
    // A second run, and two runs at once (two instances), write nothing more.
    await runJob(at(trialEnd, -2 * DAY));
    await Promise.all([runJob(at(trialEnd, -DAY)), runJob(at(trialEnd, -DAY))]);
    const reminders = await remindersTo(buyer.user.email);
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder!.userId).toBe(buyer.user.id);
    expect(reminder!.subject).toContain('free trial');
    expect(reminder!.textBody).toContain('$12.00 / month');
    expect(reminder!.textBody).toContain(formatDay(trialEnd));
    // Only the token's hash is kept.
    const token = cancelToken(reminder!.textBody);
    const [row] = await t.db
      .select()
      .from(subscriptionReminders)
      .where(eq(subscriptionReminders.subscriptionId, subscription.id));
    expect(row).toMatchObject({ cancelTokenHash: hashToken(token), periodEnd: trialEnd, usedAt: null });
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it('reminds of each yearly renewal 3 days before, once per period', async () => {
    const { buyer, subscription } = await subscribed({ interval: 'year', trialDays: 0, priceCents: 9900 });
    const renewal = subscription.currentPeriodEnd;
    expect(renewal.getTime() - subscription.currentPeriodStart.getTime()).toBeGreaterThan(364 * DAY);

    await runJob(at(renewal, -4 * DAY));
    expect(await remindersTo(buyer.user.email)).toEqual([]);
    await runJob(at(renewal, -3 * DAY + HOUR));
    await runJob(at(renewal, -HOUR));
    const reminders = await remindersTo(buyer.user.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain('renews on');
    expect(reminders[0]!.textBody).toContain('$99.00 / year');

    // Renewed: the next year's period gets its own reminder, 3 days before its end.
    expect(await runJob(at(renewal, HOUR))).toMatchObject({ renewed: 1 });
    const [renewed] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    await runJob(at(renewed!.currentPeriodEnd, -3 * DAY - HOUR));
    expect(await remindersTo(buyer.user.email)).toHaveLength(1);
    await runJob(at(renewed!.currentPeriodEnd, -2 * DAY));
    expect(await remindersTo(buyer.user.email)).toHaveLength(2);
  });

  it('sends no reminder before a monthly renewal', async () => {
    const { buyer, subscription } = await subscribed({ interval: 'month', trialDays: 0 });
    await runJob(at(subscription.currentPeriodEnd, -2 * DAY));
    await runJob(at(subscription.currentPeriodEnd, -HOUR));
    expect(await remindersTo(buyer.user.email)).toEqual([]);
  });
});

describe('the cancel link', () => {
  it('cancels at the period end without signing in; a second use says it is already cancelled; a forged token is refused', async () => {
    const { buyer, product, subscription } = await subscribed({ interval: 'month', trialDays: 5 });
    await runJob(at(subscription.currentPeriodEnd, -2 * DAY));
    const [reminder] = await remindersTo(buyer.user.email);
    const token = cancelToken(reminder!.textBody);

    const forged = await cancelByLink(`${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ code: 'bad_request' });
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)))[0]!.status).toBe('trialing');

    const first = await cancelByLink(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      outcome: 'cancelled',
      title: product.title,
      accessUntil: subscription.currentPeriodEnd.toISOString(),
    });
    const [cancelled] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id));
    expect(cancelled).toMatchObject({ status: 'canceled', currentPeriodEnd: subscription.currentPeriodEnd });
    const listed = await t.app.inject({ method: 'GET', url: '/api/subscriptions', headers: { cookie: buyer.cookie } });
    expect(listed.json()[0]).toMatchObject({ status: 'canceled', hasAccess: true });

    const second = await cancelByLink(token);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ outcome: 'already_cancelled' });
    // The cancellation e-mail went out once.
    const changed = await t.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, buyer.user.email), eq(emailOutbox.kind, 'subscription_changed')));
    expect(changed.filter((row) => row.subject.includes('cancelled'))).toHaveLength(1);
  });

  it('no longer cancels once the subscription has moved on to a later period', async () => {
    const { buyer, subscription } = await subscribed({ interval: 'year', trialDays: 0 });
    await runJob(at(subscription.currentPeriodEnd, -2 * DAY));
    const [reminder] = await remindersTo(buyer.user.email);
    expect(await runJob(at(subscription.currentPeriodEnd, HOUR))).toMatchObject({ renewed: 1 });
    const stale = await cancelByLink(cancelToken(reminder!.textBody));
    expect(stale.statusCode).toBe(409);
    expect((await t.db.select().from(subscriptions).where(eq(subscriptions.id, subscription.id)))[0]!.status).toBe('active');
  });
});
