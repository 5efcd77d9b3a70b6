import { and, asc, eq, ne, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/auth.js';
import {
  payments,
  purchases,
  sales,
  stripeCustomers,
  stripePrices,
  subscriptions,
} from '../../../src/server/db/schema/commerce.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { hasProductAccess } from '../../../src/server/features/subscriptions/access.js';
import { renewSubscriptions } from '../../../src/server/features/subscriptions/renew-subscriptions.js';
import { requestRefund } from '../../../src/server/features/support/request-refund.js';
import { splitPayment } from '../../../src/server/lib/fees.js';
import { CHECKOUT_CONSENT, createProductWithFile, send } from '../../helpers/commerce.js';
import { createStripeTestApp, type fakeStripeApi } from '../../helpers/fake-stripe.js';
import { STRONG_PASSWORD, signUpUser } from '../../helpers/factories.js';
import type { TestApp } from '../../helpers/test-app.js';

const WEBHOOK_SECRET = 'whsec_test_secret_for_billing';
const DAY = 86_400_000;
let s: TestApp;
let stripeApi: Awaited<ReturnType<typeof fakeStripeApi>>;
let close: () => Promise<void>;
let deliver: Awaited<ReturnType<typeof createStripeTestApp>>['deliver'];
beforeAll(async () => {
  ({ s, stripeApi, deliver, close } = await createStripeTestApp(WEBHOOK_SECRET));
});
afterAll(() => close());
// Other files' renewal runs end cancelled subscriptions whose period is over: each test ends its own.
afterEach(async () => {
  await s.db.update(subscriptions).set({ status: 'ended' }).where(ne(subscriptions.status, 'ended'));
});

async function subscriptionProduct(options: { priceCents?: number; trialDays?: number } = {}) {
  const creator = await signUpUser(s);
  const product = await createProductWithFile(s, {
    creatorId: creator.user.id,
    priceCents: options.priceCents ?? 900,
    isSubscription: true,
    subscriptionInterval: 'month',
    trialDays: options.trialDays ?? 0,
  });
  return { creator, product };
}

const startCheckout = async (cookie: string, productIds: number[]) => {
  for (const productId of productIds) await send(s, cookie, 'POST', '/api/cart', { productId });
  return send(s, cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT);
};

/** Checks out the cart through Stripe: Stripe.js confirms the intent in the browser, then the page confirms the purchase. */
async function subscribe(buyer: { cookie: string }, productIds: number[]) {
  const response = await startCheckout(buyer.cookie, productIds);
  expect(response.statusCode).toBe(200);
  const intent = response.json();
  const confirmed = { status: 'succeeded', payment_method: 'pm_fake_card' };
  const kept = intent.intentKind === 'setup' ? stripeApi.setupIntents : stripeApi.intents;
  kept.set(intent.paymentIntentId, { ...kept.get(intent.paymentIntentId)!, ...confirmed });
  const confirmation = await send(s, buyer.cookie, 'POST', '/api/confirm-purchase', { paymentIntentId: intent.paymentIntentId });
  expect(confirmation.statusCode).toBe(200);
  return { intent, confirmation: confirmation.json() };
}

async function subscriptionOf(userId: number) {
  const [row] = await s.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row!;
}
const purchasesOf = (userId: number) =>
  s.db.select().from(purchases).where(eq(purchases.userId, userId)).orderBy(asc(purchases.id));
const subscriptionEmails = async (to: string) =>
  (
    await s.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'subscription_changed')))
      .orderBy(asc(emailOutbox.id))
  ).map((row) => row.subject);
const download = (cookie: string, productId: number) =>
  s.app.inject({ method: 'GET', url: `/api/download/${productId}`, headers: { cookie } });
async function accessAt(userId: number, productId: number, now: Date) {
  const [row] = await s.db
    .select({ ok: sql<boolean>`${hasProductAccess(s.db, { userId, productId, now })}` })
    .from(users)
    .limit(1);
  return row!.ok;
}

let eventCounter = 0;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);
const event = (type: string, object: object) =>
  JSON.stringify({ id: `evt_billing_${Date.now()}_${eventCounter++}`, object: 'event', type, data: { object } });

/** An invoice of a subscription, as Stripe's invoice.* events carry it. */
function invoice(options: {
  id: string;
  subscriptionId: string;
  billingReason: string;
  amountPaid: number;
  periodStart: Date;
  periodEnd: Date;
  nextPaymentAttempt?: Date;
}) {
  return {
    id: options.id,
    object: 'invoice',
    billing_reason: options.billingReason,
    amount_paid: options.amountPaid,
    next_payment_attempt: options.nextPaymentAttempt ? unix(options.nextPaymentAttempt) : null,
    parent: { type: 'subscription_details', subscription_details: { subscription: options.subscriptionId } },
    lines: {
      object: 'list',
      data: [
        {
          id: `il_${options.id}`,
          object: 'line_item',
          amount: options.amountPaid,
          period: { start: unix(options.periodStart), end: unix(options.periodEnd) },
          parent: { type: 'subscription_item_details', subscription_item_details: { subscription: options.subscriptionId } },
        },
      ],
    },
  };
}

function stripeSubscription(options: {
  id: string;
  status: string;
  cancelAtPeriodEnd?: boolean;
  periodStart: Date;
  periodEnd: Date;
}) {
  return {
    id: options.id,
    object: 'subscription',
    status: options.status,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          object: 'subscription_item',
          current_period_start: unix(options.periodStart),
          current_period_end: unix(options.periodEnd),
        },
      ],
    },
  };
}

/** A buyer in a 7-day trial of a $9/month product, subscribed through Stripe Billing. */
async function trialingBuyer() {
  const { creator, product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
  const buyer = await signUpUser(s);
  await subscribe(buyer, [product.id]);
  const subscription = await subscriptionOf(buyer.user.id);
  return { creator, product, buyer, subscription, stripeId: subscription.stripeSubscriptionId! };
}

/** Stripe's renewal at the trial's end: the invoice, its payment and the invoice.paid event. */
function renewalInvoice(stripeId: string, periodStart: Date, amountPaid = 900) {
  const id = `in_renewal_${Date.now()}_${eventCounter++}`;
  const paymentIntentId = `pi_renewal_${id}`;
  stripeApi.invoicePayments.set(id, paymentIntentId);
  const paid = invoice({
    id,
    subscriptionId: stripeId,
    billingReason: 'subscription_cycle',
    amountPaid,
    periodStart,
    periodEnd: new Date(periodStart.getTime() + 30 * DAY),
  });
  return { paid, paymentIntentId };
}

describe('subscribing through Stripe Billing', () => {
  it('starts a free trial: a Stripe subscription with the trial, its card kept through a set-up intent, nothing charged', async () => {
    const { product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
    const buyer = await signUpUser(s);
    const customersBefore = stripeApi.posts('/v1/customers').length;
    const { intent, confirmation } = await subscribe(buyer, [product.id]);

    expect(intent).toMatchObject({ provider: 'stripe', intentKind: 'setup', amount: '0.00' });
    expect(intent.paymentIntentId).toMatch(/^seti_/);
    expect(confirmation.purchases).toEqual([]);
    const [created] = stripeApi.posts('/v1/subscriptions').slice(-1);
    const params = new URLSearchParams(created!.body);
    expect(params.get('trial_period_days')).toBe('7');
    expect(params.get('payment_behavior')).toBe('default_incomplete');
    expect(params.get('payment_settings[save_default_payment_method]')).toBe('on_subscription');
    const [price] = await s.db.select().from(stripePrices).where(eq(stripePrices.productId, product.id));
    expect(price).toMatchObject({ priceCents: 900, kind: 'month' });
    expect(params.get('items[0][price]')).toBe(price!.stripePriceId);
    // Stripe's set-up intent carries the buyer and products, as the shop's own intents do.
    expect(stripeApi.setupIntents.get(intent.paymentIntentId)!.metadata).toEqual({
      userId: String(buyer.user.id),
      productIds: String(product.id),
    });

    const subscription = await subscriptionOf(buyer.user.id);
    expect(subscription).toMatchObject({
      provider: 'stripe',
      status: 'trialing',
      priceCents: 900,
      paymentMethodId: 'pm_fake_card',
    });
    expect(stripeApi.subscriptions.has(subscription.stripeSubscriptionId!)).toBe(true);
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
    expect((await download(buyer.cookie, product.id)).statusCode).toBe(200);

    // A second subscription of the same buyer uses the same Stripe customer; a second buyer the same Price.
    const other = await subscriptionProduct({ priceCents: 500 });
    await subscribe(buyer, [other.product.id]);
    expect(stripeApi.posts('/v1/customers').length).toBe(customersBefore + 1);
    const pricesBefore = stripeApi.posts('/v1/prices').length;
    await subscribe(await signUpUser(s), [product.id]);
    expect(stripeApi.posts('/v1/prices').length).toBe(pricesBefore);
  });

  it('charges the first period and one-time products on one first invoice, and makes a new Price when the price changes', async () => {
    const { product: monthly } = await subscriptionProduct({ priceCents: 900 });
    const creator = await signUpUser(s);
    const oneTime = await createProductWithFile(s, { creatorId: creator.user.id, priceCents: 1200 });
    const buyer = await signUpUser(s);
    const { intent } = await subscribe(buyer, [monthly.id, oneTime.id]);

    expect(intent).toMatchObject({ intentKind: 'payment', amount: '21.00' });
    expect(stripeApi.intents.get(intent.paymentIntentId)!.metadata).toEqual({
      userId: String(buyer.user.id),
      productIds: [monthly.id, oneTime.id].sort((a, b) => a - b).join(','),
    });
    const params = new URLSearchParams(stripeApi.posts('/v1/subscriptions').at(-1)!.body);
    expect(params.get('trial_period_days')).toBeNull();
    const [oneTimePrice] = await s.db.select().from(stripePrices).where(eq(stripePrices.productId, oneTime.id));
    expect(oneTimePrice).toMatchObject({ kind: 'one_time', priceCents: 1200 });
    expect(params.get('add_invoice_items[0][price]')).toBe(oneTimePrice!.stripePriceId);

    const subscription = await subscriptionOf(buyer.user.id);
    expect(subscription).toMatchObject({ status: 'active', provider: 'stripe' });
    expect(await purchasesOf(buyer.user.id)).toMatchObject([
      { productId: monthly.id, amountCents: 900, subscriptionId: subscription.id, paymentId: intent.paymentIntentId },
      { productId: oneTime.id, amountCents: 1200, subscriptionId: null, paymentId: intent.paymentIntentId },
    ]);

    await s.db.execute(sql`update products set price_cents = 1100 where id = ${monthly.id}`);
    await subscribe(await signUpUser(s), [monthly.id]);
    const prices = await s.db.select().from(stripePrices).where(eq(stripePrices.productId, monthly.id));
    expect(prices.map((row) => row.priceCents).sort()).toEqual([1100, 900]);
    expect(new Set(prices.map((row) => row.stripePriceId)).size).toBe(2);
  });

  it('cancels at Stripe the subscription of a second checkout that cannot be recorded (two tabs)', async () => {
    const { product } = await subscriptionProduct({ priceCents: 900, trialDays: 7 });
    const buyer = await signUpUser(s);
    await send(s, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    const tabs: { paymentIntentId: string }[] = [];
    for (const _tab of [1, 2]) {
      const intent = (await send(s, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
      const kept = stripeApi.setupIntents.get(intent.paymentIntentId)!;
      stripeApi.setupIntents.set(intent.paymentIntentId, { ...kept, status: 'succeeded', payment_method: 'pm_fake_card' });
      tabs.push(intent);
    }
    const confirm = (paymentIntentId: string) => send(s, buyer.cookie, 'POST', '/api/confirm-purchase', { paymentIntentId });
    const [first, late] = tabs as [{ paymentIntentId: string }, { paymentIntentId: string }];
    expect((await confirm(first.paymentIntentId)).statusCode).toBe(200);
    const second = await confirm(late.paymentIntentId);
    expect(second.json().code).toBe('payment_refunded');

    const kept = await subscriptionOf(buyer.user.id);
    const stripeIds = [...stripeApi.subscriptions.values()]
      .filter((row) => (row.metadata as Record<string, string>).userId === String(buyer.user.id))
      .map((row) => row.id as string);
    expect(stripeIds).toHaveLength(2);
    const other = stripeIds.find((id) => id !== kept.stripeSubscriptionId)!;
    expect(stripeApi.subscriptions.get(other)).toMatchObject({ status: 'canceled' });
    expect(stripeApi.subscriptions.get(kept.stripeSubscriptionId!)).toMatchObject({ status: 'trialing' });
    // Nothing was charged, so nothing is refunded at Stripe.
    expect(stripeApi.refunds().filter((call) => call.body.includes(late.paymentIntentId))).toEqual([]);
  });

  it('checks out one subscription at a time', async () => {
    const first = await subscriptionProduct();
    const second = await subscriptionProduct();
    const buyer = await signUpUser(s);
    const response = await startCheckout(buyer.cookie, [first.product.id, second.product.id]);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Subscribe to one product at a time/);
  });
});

describe('Stripe Billing webhooks', () => {
  it('records the renewal at the trial’s end once, as a purchase and a sale, however often Stripe delivers it', async () => {
    const { creator, buyer, subscription, stripeId } = await trialingBuyer();
    // The checkout's own first invoice ($0 during the trial) was recorded with the checkout.
    const first = invoice({
      id: `in_first_${Date.now()}`,
      subscriptionId: stripeId,
      billingReason: 'subscription_create',
      amountPaid: 0,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
    });
    expect((await deliver(event('invoice.paid', first))).json()).toEqual({ received: true, outcome: 'already_recorded' });

    const trialEnd = subscription.currentPeriodEnd;
    const { paid, paymentIntentId } = renewalInvoice(stripeId, trialEnd);
    const payload = event('invoice.paid', paid);
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'recorded' });
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'duplicate_event' });
    // The same invoice in another event (Stripe sends invoice.paid and, say, a retried delivery under a new id).
    expect((await deliver(event('invoice.paid', paid))).json()).toEqual({ received: true, outcome: 'already_recorded' });

    const periodEnd = new Date(unix(new Date(trialEnd.getTime() + 30 * DAY)) * 1000);
    expect(await purchasesOf(buyer.user.id)).toMatchObject([
      { amountCents: 900, subscriptionId: subscription.id, periodEnd, paymentId: paymentIntentId, status: 'active' },
    ]);
    expect(await s.db.select().from(payments).where(eq(payments.id, paymentIntentId))).toMatchObject([
      { provider: 'stripe', amountCents: 900 },
    ]);
    const ledger = await s.db.select().from(sales).where(eq(sales.creatorId, creator.user.id));
    expect(ledger).toMatchObject([{ kind: 'sale', amountCents: 900, paymentId: paymentIntentId, ...splitPayment([900])[0] }]);
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'active', currentPeriodEnd: periodEnd });
    expect(await subscriptionEmails(buyer.email)).toEqual([
      expect.stringMatching(/has started$/),
      expect.stringMatching(/renewed/i),
    ]);

    // Stripe renews Stripe's subscriptions: the built-in renewal job charges nothing for them.
    const outcome = await renewSubscriptions(
      { db: s.db, payments: s.payments, log: s.app.log, config: s.config },
      { now: new Date(periodEnd.getTime() + 40 * DAY) },
    );
    expect(outcome).toMatchObject({ renewed: 0, failed: 0 });
    expect(await purchasesOf(buyer.user.id)).toHaveLength(1);
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'active', currentPeriodEnd: periodEnd });
  });

  it('makes a failed renewal past due, keeping access while Stripe retries, and tells the buyer', async () => {
    const { product, buyer, subscription, stripeId } = await trialingBuyer();
    const retryAt = new Date(unix(new Date(subscription.currentPeriodEnd.getTime() + 3 * DAY)) * 1000);
    const failed = invoice({
      id: `in_failed_${Date.now()}`,
      subscriptionId: stripeId,
      billingReason: 'subscription_cycle',
      amountPaid: 0,
      periodStart: subscription.currentPeriodEnd,
      periodEnd: new Date(subscription.currentPeriodEnd.getTime() + 30 * DAY),
      nextPaymentAttempt: retryAt,
    });
    const payload = event('invoice.payment_failed', failed);
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'updated' });
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'duplicate_event' });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'past_due', failedAttempts: 1, nextAttemptAt: retryAt });
    expect((await download(buyer.cookie, product.id)).statusCode).toBe(200);
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
    expect(await subscriptionEmails(buyer.email)).toEqual([
      expect.stringMatching(/has started$/),
      expect.stringMatching(/^We could not renew/),
    ]);

    // A retry that Stripe collects makes it active again.
    const { paid } = renewalInvoice(stripeId, subscription.currentPeriodEnd);
    expect((await deliver(event('invoice.paid', paid))).json()).toEqual({ received: true, outcome: 'recorded' });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'active', failedAttempts: 0, nextAttemptAt: null });
  });

  it('ends the subscription when Stripe deletes it: the download answers 403', async () => {
    const { product, buyer, subscription, stripeId } = await trialingBuyer();
    const deleted = stripeSubscription({
      id: stripeId,
      status: 'canceled',
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
    });
    const payload = event('customer.subscription.deleted', deleted);
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'updated' });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'ended', endedAt: expect.any(Date) });
    const response = await download(buyer.cookie, product.id);
    expect(response.statusCode).toBe(403);
    // Ended is final: a late update from Stripe changes nothing.
    const late = event('customer.subscription.updated', { ...deleted, status: 'active' });
    expect((await deliver(late)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'ended' });
    expect(await subscriptionEmails(buyer.email)).toEqual([
      expect.stringMatching(/has started$/),
      expect.stringMatching(/has ended$/),
    ]);
  });

  it('cancels at the period’s end at Stripe; access lasts to the period’s end', async () => {
    const { product, buyer, subscription, stripeId } = await trialingBuyer();
    const canceled = await send(s, buyer.cookie, 'POST', `/api/subscriptions/${subscription.id}/cancel`);
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', hasAccess: true });
    const [update] = stripeApi.posts(`/v1/subscriptions/${stripeId}`);
    expect(new URLSearchParams(update!.body).get('cancel_at_period_end')).toBe('true');
    expect(update!.idempotencyKey).toBe(`cancel-${subscription.id}`);
    expect(stripeApi.subscriptions.get(stripeId)).toMatchObject({ cancel_at_period_end: true });

    // Stripe's own update arrives: still cancelled, no second e-mail.
    const updated = stripeSubscription({
      id: stripeId,
      status: 'trialing',
      cancelAtPeriodEnd: true,
      periodStart: subscription.currentPeriodStart,
      periodEnd: subscription.currentPeriodEnd,
    });
    expect((await deliver(event('customer.subscription.updated', updated))).json()).toEqual({
      received: true,
      outcome: 'updated',
    });
    const periodEnd = (await subscriptionOf(buyer.user.id)).currentPeriodEnd;
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'canceled', canceledAt: expect.any(Date) });
    expect((await download(buyer.cookie, product.id)).statusCode).toBe(200);
    expect(await accessAt(buyer.user.id, product.id, new Date(periodEnd.getTime() - 1000))).toBe(true);
    expect(await accessAt(buyer.user.id, product.id, periodEnd)).toBe(false);
    expect(await subscriptionEmails(buyer.email)).toEqual([
      expect.stringMatching(/has started$/),
      expect.stringMatching(/is cancelled$/),
    ]);
  });

  it('cancels at Stripe at once when the current period is refunded', async () => {
    const { buyer, product, subscription, stripeId } = await trialingBuyer();
    const { paid } = renewalInvoice(stripeId, subscription.currentPeriodEnd);
    await deliver(event('invoice.paid', paid));
    const [actor] = await s.db.select().from(users).where(eq(users.id, buyer.user.id));
    expect((await requestRefund(s, { actor: actor!, productId: product.id, now: new Date() })).status).toBe('approved');
    expect(stripeApi.subscriptions.get(stripeId)).toMatchObject({ status: 'canceled' });
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'ended' });
    expect(stripeApi.refunds().at(-1)!.body).toContain(`payment_intent=pi_renewal_${paid.id}`);
  });

  it('refuses a billing event whose signature does not hold, and changes nothing', async () => {
    const { buyer, stripeId, subscription } = await trialingBuyer();
    const { paid } = renewalInvoice(stripeId, subscription.currentPeriodEnd);
    const payload = event('invoice.paid', paid);
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const response = await deliver(payload, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'Invalid webhook signature' });
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'trialing' });
  });

  it('deletes the Stripe customer of a deleted account, so Stripe charges nothing more', async () => {
    const { buyer, stripeId } = await trialingBuyer();
    const [customer] = await s.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, buyer.user.id));
    const deleted = await send(s, buyer.cookie, 'POST', '/api/account/delete', { password: STRONG_PASSWORD });
    expect(deleted.statusCode).toBe(204);
    const deletion = stripeApi.calls.filter(
      (call) => call.method === 'DELETE' && call.path === `/v1/customers/${customer!.customerId}`,
    );
    expect(deletion).toHaveLength(1);
    expect(stripeApi.subscriptions.get(stripeId)).toMatchObject({ status: 'canceled' });
    expect(await s.db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, buyer.user.id))).toEqual([]);
    expect(await subscriptionOf(buyer.user.id)).toMatchObject({ status: 'ended' });
  });
});
