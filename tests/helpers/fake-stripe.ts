/**
 * Every stand-in for Stripe the tests use: its HTTP API on a local port (fakeStripeApi, and an app wired to it,
 * createStripeTestApp) and, where a provider takes a client, the client itself (fakeStripeClient).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createTestApp } from './test-app.js';

export interface FakeStripeCall {
  method: string;
  path: string;
  body: string;
  idempotencyKey: string | undefined;
}

/** Form-encoded `metadata[key]=value` pairs of a request body, as an object. */
function metadataOf(params: URLSearchParams) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of params) {
    const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

/**
 * A local stand-in for the Stripe API calls the server makes: refunds (one refund per idempotency key,
 * as Stripe does), retrieving a payment intent (from `intents`), and Connect onboarding: creating an
 * Express account (one per idempotency key), retrieving it (from `accounts`, whose capabilities a test
 * sets) and creating an account link. Stripe Billing: customers and prices (one per idempotency key),
 * subscriptions (`subscriptions`) whose first invoice opens a payment intent, or a set-up intent when
 * nothing is due (`intents`, `setupIntents`; a test marks them succeeded as the browser would),
 * updating and cancelling them, deleting a customer (which cancels its subscriptions), and the payment of an invoice (`invoicePayments`, set by a test).
 */
export async function fakeStripeApi() {
  const calls: FakeStripeCall[] = [];
  // Ids unique across runs: a PostgreSQL test database keeps the ids of earlier runs.
  const run = Date.now().toString(36);
  const customersByKey = new Map<string, string>();
  const pricesByKey = new Map<string, { id: string; unitAmount: number; recurring: string | null }>();
  const subscriptions = new Map<string, Record<string, unknown>>();
  const setupIntents = new Map<string, Record<string, unknown>>();
  const invoicePayments = new Map<string, string>();
  const refundsByKey = new Map<string, string>();
  const intents = new Map<string, Record<string, unknown>>();
  const accountsByKey = new Map<string, string>();
  const accounts = new Map<string, Record<string, unknown>>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
      calls.push({ method: request.method!, path: request.url!, body, idempotencyKey });
      const answer = (status: number, json: object) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        response.end(JSON.stringify(json));
      };
      if (request.method === 'POST' && request.url === '/v1/refunds') {
        const key = idempotencyKey ?? `none-${calls.length}`;
        if (!refundsByKey.has(key)) refundsByKey.set(key, `re_fake_${refundsByKey.size + 1}`);
        const params = new URLSearchParams(body);
        return answer(200, {
          id: refundsByKey.get(key),
          object: 'refund',
          amount: Number(params.get('amount')),
          payment_intent: params.get('payment_intent'),
          status: 'succeeded',
        });
      }
      if (request.method === 'POST' && request.url === '/v1/accounts') {
        const key = idempotencyKey ?? `none-${calls.length}`;
        if (!accountsByKey.has(key)) {
          const id = `acct_fake_${accountsByKey.size + 1}`;
          accountsByKey.set(key, id);
          const params = new URLSearchParams(body);
          accounts.set(id, {
            id,
            object: 'account',
            type: params.get('type'),
            email: params.get('email'),
            capabilities: { transfers: 'inactive' },
            details_submitted: false,
            payouts_enabled: false,
          });
        }
        return answer(200, accounts.get(accountsByKey.get(key)!)!);
      }
      if (request.method === 'POST' && request.url === '/v1/transfers') {
        const params = new URLSearchParams(body);
        return answer(200, {
          id: `tr_fake_${idempotencyKey ?? calls.length}`,
          object: 'transfer',
          amount: Number(params.get('amount')),
          destination: params.get('destination'),
        });
      }
      const accountId = /^\/v1\/accounts\/([^/?]+)/.exec(request.url ?? '')?.[1];
      if (request.method === 'GET' && accountId && accounts.has(accountId)) return answer(200, accounts.get(accountId)!);
      if (request.method === 'POST' && request.url === '/v1/account_links') {
        const params = new URLSearchParams(body);
        return answer(200, {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${params.get('account')}/${calls.length}`,
          expires_at: Math.floor(Date.now() / 1000) + 300,
        });
      }
      const intentId = /^\/v1\/payment_intents\/([^/?]+)/.exec(request.url ?? '')?.[1];
      if (request.method === 'GET' && intentId && intents.has(intentId)) return answer(200, intents.get(intentId)!);
      const params = new URLSearchParams(body);
      if (request.method === 'POST' && intentId && intents.has(intentId)) {
        intents.set(intentId, { ...intents.get(intentId)!, metadata: metadataOf(params) });
        return answer(200, intents.get(intentId)!);
      }
      const setupIntentId = /^\/v1\/setup_intents\/([^/?]+)/.exec(request.url ?? '')?.[1];
      if (setupIntentId && setupIntents.has(setupIntentId)) {
        if (request.method === 'POST')
          setupIntents.set(setupIntentId, { ...setupIntents.get(setupIntentId)!, metadata: metadataOf(params) });
        return answer(200, setupIntents.get(setupIntentId)!);
      }
      const customerId = /^\/v1\/customers\/([^/?]+)/.exec(request.url ?? '')?.[1];
      if (request.method === 'DELETE' && customerId) {
        // Stripe cancels the customer's subscriptions with it.
        for (const [id, subscription] of subscriptions)
          if (subscription.customer === customerId) subscriptions.set(id, { ...subscription, status: 'canceled' });
        return answer(200, { id: customerId, object: 'customer', deleted: true });
      }
      if (request.method === 'POST' && request.url === '/v1/customers') {
        const key = idempotencyKey ?? `none-${calls.length}`;
        if (!customersByKey.has(key)) customersByKey.set(key, `cus_fake_${run}_${customersByKey.size + 1}`);
        return answer(200, { id: customersByKey.get(key), object: 'customer', email: params.get('email') });
      }
      if (request.method === 'POST' && request.url === '/v1/prices') {
        const key = idempotencyKey ?? `none-${calls.length}`;
        if (!pricesByKey.has(key))
          pricesByKey.set(key, {
            id: `price_fake_${run}_${pricesByKey.size + 1}`,
            unitAmount: Number(params.get('unit_amount')),
            recurring: params.get('recurring[interval]'),
          });
        const price = pricesByKey.get(key)!;
        return answer(200, {
          id: price.id,
          object: 'price',
          unit_amount: price.unitAmount,
          recurring: price.recurring && { interval: price.recurring },
        });
      }
      if (request.method === 'POST' && request.url === '/v1/subscriptions') {
        const amountOf = (priceId: string | null) =>
          [...pricesByKey.values()].find((price) => price.id === priceId)?.unitAmount ?? 0;
        const trialDays = Number(params.get('trial_period_days') ?? 0);
        const oneTime = [...params]
          .filter(([key]) => /^add_invoice_items\[\d+\]\[price\]$/.test(key))
          .map(([, id]) => amountOf(id));
        const amountDue =
          (trialDays > 0 ? 0 : amountOf(params.get('items[0][price]'))) + oneTime.reduce((sum, cents) => sum + cents, 0);
        const n = `${run}_${subscriptions.size + 1}`;
        const now = Math.floor(Date.now() / 1000);
        const periodEnd = now + (trialDays > 0 ? trialDays * 86_400 : 30 * 86_400);
        const paymentIntentId = `pi_fake_sub_${n}_${Date.now()}`;
        const setupIntentId = `seti_fake_${n}_${Date.now()}`;
        if (amountDue > 0)
          intents.set(paymentIntentId, {
            id: paymentIntentId,
            object: 'payment_intent',
            amount: amountDue,
            currency: 'usd',
            status: 'requires_payment_method',
            metadata: {},
          });
        else
          setupIntents.set(setupIntentId, {
            id: setupIntentId,
            object: 'setup_intent',
            status: 'requires_payment_method',
            client_secret: `${setupIntentId}_secret_x`,
            metadata: {},
          });
        const subscription = {
          id: `sub_fake_${n}`,
          object: 'subscription',
          status: trialDays > 0 ? 'trialing' : 'incomplete',
          cancel_at_period_end: false,
          customer: params.get('customer'),
          metadata: metadataOf(params),
          items: {
            object: 'list',
            data: [{ id: `si_fake_${n}`, object: 'subscription_item', current_period_start: now, current_period_end: periodEnd }],
          },
          trial_period_days: trialDays,
          payment_behavior: params.get('payment_behavior'),
          save_default_payment_method: params.get('payment_settings[save_default_payment_method]'),
        };
        subscriptions.set(subscription.id, subscription);
        return answer(200, {
          ...subscription,
          latest_invoice: {
            id: `in_fake_${n}`,
            object: 'invoice',
            amount_due: amountDue,
            confirmation_secret: amountDue > 0 ? { client_secret: `${paymentIntentId}_secret_x`, type: 'payment_intent' } : null,
          },
          pending_setup_intent: amountDue > 0 ? null : setupIntents.get(setupIntentId),
        });
      }
      const subscriptionId = /^\/v1\/subscriptions\/([^/?]+)/.exec(request.url ?? '')?.[1];
      if (subscriptionId && subscriptions.has(subscriptionId) && (request.method === 'POST' || request.method === 'DELETE')) {
        const changes =
          request.method === 'DELETE'
            ? { status: 'canceled' }
            : { cancel_at_period_end: params.get('cancel_at_period_end') === 'true' };
        subscriptions.set(subscriptionId, { ...subscriptions.get(subscriptionId)!, ...changes });
        return answer(200, subscriptions.get(subscriptionId)!);
      }
      if (request.method === 'GET' && request.url?.startsWith('/v1/invoice_payments?')) {
        const invoiceId = new URLSearchParams(request.url.split('?')[1]).get('invoice') ?? '';
        const paymentIntent = invoicePayments.get(invoiceId);
        const data = paymentIntent
          ? [
              {
                id: `inpay_${invoiceId}`,
                object: 'invoice_payment',
                status: 'paid',
                payment: { type: 'payment_intent', payment_intent: paymentIntent },
              },
            ]
          : [];
        return answer(200, { object: 'list', data, has_more: false, url: '/v1/invoice_payments' });
      }
      answer(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such object' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    api: { host: '127.0.0.1', port, protocol: 'http' as const },
    calls,
    refunds: () => calls.filter((call) => call.method === 'POST' && call.path === '/v1/refunds'),
    posts: (path: string) => calls.filter((call) => call.method === 'POST' && call.path === path),
    intents,
    setupIntents,
    subscriptions,
    invoicePayments,
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Stands in for Stripe's client where a provider takes one (Stripe Connect payouts): records each transfer
 * request, optionally refusing it.
 */
export function fakeStripeClient(refuseWith?: string) {
  const calls: { params: Stripe.TransferCreateParams; options: Stripe.RequestOptions | undefined }[] = [];
  const client = {
    transfers: {
      async create(params: Stripe.TransferCreateParams, options?: Stripe.RequestOptions) {
        calls.push({ params, options });
        if (refuseWith) throw new Error(refuseWith);
        return { id: `tr_${calls.length}` };
      },
    },
  } as unknown as Stripe;
  return { client, calls };
}

/** An app with Stripe configured (test keys, this webhook signing secret) whose Stripe calls go to a new fakeStripeApi. */
export async function createStripeTestApp(webhookSecret: string) {
  const stripeApi = await fakeStripeApi();
  const app = await createTestApp(
    {
      STRIPE_SECRET_KEY: 'sk_test_not_a_real_key',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_not_a_real_key',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
    },
    { stripeApi: stripeApi.api },
  );
  /** Delivers a webhook to the app, signed as Stripe signs it unless another signature is given. */
  const deliver = (payload: string, signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret })) =>
    app.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload,
    });
  return {
    s: app,
    stripeApi,
    deliver,
    close: async () => {
      await app.app.close();
      await stripeApi.close();
    },
  };
}
