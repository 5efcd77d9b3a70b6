import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeCall {
  method: string;
  path: string;
  body: string;
  idempotencyKey: string | undefined;
}

/**
 * A local stand-in for the two Stripe API calls the server makes after a payment: refunds (one refund
 * per idempotency key, as Stripe does) and retrieving a payment intent (from `intents`).
 */
export async function fakeStripeApi() {
  const calls: FakeStripeCall[] = [];
  const refundsByKey = new Map<string, string>();
  const intents = new Map<string, Record<string, unknown>>();
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
    intents,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
