import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeCall {
  method: string;
  path: string;
  body: string;
  idempotencyKey: string | undefined;
}

/**
 * A local stand-in for the Stripe API calls the server makes: refunds (one refund per idempotency key,
 * as Stripe does), retrieving a payment intent (from `intents`), and Connect onboarding: creating an
 * Express account (one per idempotency key), retrieving it (from `accounts`, whose capabilities a test
 * sets) and creating an account link.
 */
export async function fakeStripeApi() {
  const calls: FakeStripeCall[] = [];
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
    accounts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
