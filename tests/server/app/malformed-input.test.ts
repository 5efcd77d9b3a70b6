import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/server/app.js';
import { signUpUser, STRONG_PASSWORD, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { multipart } from '../../helpers/multipart.js';
import { createTestApp, testConfig, type TestApp } from '../../helpers/test-app.js';

const ADMIN = `admin-${Date.now()}@test.example`;
let t: TestApp;
let app: Awaited<ReturnType<typeof buildApp>>;
const routes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  // The same app, built again to learn every route it registers: a new route is covered without edits here.
  app = await buildApp({
    ...t,
    config: testConfig({ ADMIN_EMAILS: ADMIN }),
    serveWeb: false,
    onRoute: (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.app.close();
});

const HUGE = '99999999999';
const LONG = 'x'.repeat(100_000);
const NUL = 'a\u0000b';
/** Replacements for a path parameter. */
const PARAMS = [HUGE, '-1', '0', '1.5', '1e308', '0x10', 'abc', '%00', encodeURIComponent(NUL), 'x'.repeat(5_000), '%E0%A4%A'];
/** Query strings every route gets; names are those the API reads anywhere. */
const QUERIES = [
  `search=${encodeURIComponent(NUL)}&category=${HUGE}&page=${HUGE}&pageSize=-1&filter=${NUL}&status=${HUGE}`,
  `search=${'y'.repeat(20_000)}&category=abc&page=1e400&pageSize=1.5&status=%00&returnTo=%00&state=${LONG.slice(0, 5000)}`,
  'category=1&category=2&page=1&page=2&search=a&search=b',
];
/** Field names any request body of the API uses: each malformed body sets all of them to one bad value. */
const FIELDS = [
  'productId',
  'productIds',
  'id',
  'email',
  'password',
  'firstName',
  'lastName',
  'message',
  'type',
  'priority',
  'title',
  'description',
  'price',
  'categoryId',
  'tags',
  'isActive',
  'isSubscription',
  'subscriptionInterval',
  'trialDays',
  'paymentIntentId',
  'cardNumber',
  'expiry',
  'cvc',
  'decision',
  'action',
  'reason',
  'status',
  'note',
  'content',
  'mood',
  'gratitude',
  'platform',
  'tone',
  'topic',
  'amount',
  'returnTo',
  'step',
];
const BAD_VALUES: unknown[] = [
  Number(HUGE),
  -1,
  1.5,
  0,
  NUL,
  LONG,
  LONG.slice(0, 20_000),
  '',
  null,
  true,
  [],
  {},
  [Number(HUGE)],
  [NUL],
  { a: NUL },
];
const JSON_BODIES: unknown[] = [
  null,
  [],
  'text',
  12,
  {},
  ...BAD_VALUES.map((value) => Object.fromEntries(FIELDS.map((f) => [f, value]))),
];
const RAW_BODIES: { type: string; body: string | Buffer }[] = [
  { type: 'application/json', body: '{"productId": ' },
  { type: 'application/json', body: '{"productId": 1}}' },
  { type: 'application/json', body: `{"email": "${'\\u0000'}"}` },
  { type: 'application/json', body: `[${'['.repeat(5_000)}${']'.repeat(5_000)}]` },
  { type: 'application/json', body: '' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: `productId=${HUGE}&email=${NUL}` },
  { type: 'application/xml', body: '<a/>' },
  { type: 'multipart/form-data', body: '--x\r\n' },
  { type: 'multipart/form-data; boundary=zz', body: '--zz\r\nContent-Disposition: form-data; name="title"\r\n\r\nhalf' },
  multipartOf({ title: NUL, description: LONG, price: HUGE, categoryId: HUGE }),
];

function multipartOf(fields: Record<string, string>) {
  const { headers, payload } = multipart(fields, { fileName: 'a.txt', content: 'some text' });
  return { type: headers['content-type'], body: payload as Buffer };
}

/** The route's path with each parameter filled in by `value`. */
const fill = (url: string, value: string) => url.replace(/:\w+/g, value);

type Who = 'signed out' | 'buyer' | 'admin' | 'broken cookie';

async function sessions(): Promise<Record<Who, string | undefined>> {
  const buyer = await signUpUser(t);
  const admin = await signUpUser(t, { email: ADMIN });
  return { 'signed out': undefined, buyer: buyer.cookie, admin: admin.cookie, 'broken cookie': `sid=${'%00'.repeat(2000)}` };
}

/** Sends every malformed request to every route and answers those that got a 5xx. */
async function serverErrors(who: Who, cookie: string | undefined) {
  const failures: string[] = [];
  const send = async (method: string, url: string, type?: string, body?: string | Buffer) => {
    const response = await app.inject({
      method: method as 'GET',
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...(type ? { 'content-type': type } : {}) },
      ...(body !== undefined ? { payload: body } : {}),
    });
    if (response.statusCode >= 500)
      failures.push(`${who}: ${method} ${url.slice(0, 120)} ${type ?? ''} → ${response.statusCode}`);
  };
  for (const route of routes) {
    // Signing out would end the session the next requests use; it reads no input.
    if (cookie && /sign-out|logout/.test(route.url)) continue;
    const urls = route.url.includes(':') ? PARAMS.map((value) => fill(route.url, value)) : [route.url];
    const withBody = route.method !== 'GET' && route.method !== 'DELETE';
    const valid = fill(route.url, '1');
    for (const url of urls) await send(route.method, url);
    for (const query of QUERIES) await send(route.method, `${valid}?${query}`);
    if (!withBody) continue;
    for (const body of JSON_BODIES) await send(route.method, valid, 'application/json', JSON.stringify(body));
    for (const { type, body } of RAW_BODIES) await send(route.method, valid, type, body);
  }
  return failures;
}

describe('malformed input to every route', () => {
  it('knows the routes the app registers', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'POST', url: '/api/cart' });
  });

  it('never answers a 5xx, signed out, signed in, as an admin or with a broken session cookie', async () => {
    const cookies = await sessions();
    const failures: string[] = [];
    for (const who of Object.keys(cookies) as Who[]) failures.push(...(await serverErrors(who, cookies[who])));
    expect(failures).toEqual([]);
  }, 300_000);
});

describe('ids beyond the 32-bit range', () => {
  it('answer 400 or 404 wherever an id is read', async () => {
    const { cookie } = await signUpUser(t);
    const admin = await signUpUser(t, { email: `huge-${ADMIN}` });
    const headers = { origin: TEST_ORIGIN, cookie };
    const upload = multipartOf({
      title: 'Huge category',
      description: 'A product in a category that cannot exist.',
      price: '5.00',
      categoryId: HUGE,
    });
    const responses = await Promise.all([
      app.inject({ method: 'POST', url: '/api/cart', headers, payload: { productId: Number(HUGE) } }),
      app.inject({ method: 'DELETE', url: `/api/cart/${HUGE}`, headers }),
      app.inject({ method: 'GET', url: `/api/download/${HUGE}`, headers }),
      app.inject({ method: 'PATCH', url: `/api/creator/products/${HUGE}`, headers, payload: { isActive: false } }),
      app.inject({ method: 'GET', url: `/api/products?category=${HUGE}` }),
      app.inject({
        method: 'POST',
        url: '/api/confirm-purchase',
        headers,
        payload: { paymentIntentId: 'pi_1', productIds: [Number(HUGE)] },
      }),
      app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { ...headers, 'content-type': upload.type },
        payload: upload.body,
      }),
      app.inject({
        method: 'POST',
        url: `/api/admin/refunds/${HUGE}`,
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
        payload: { decision: 'approve' },
      }),
      app.inject({
        method: 'POST',
        url: `/api/admin/moderation/${HUGE}`,
        headers: { origin: TEST_ORIGIN, cookie: admin.cookie },
        payload: {},
      }),
    ]);
    expect(responses.map((r) => r.statusCode).filter((status) => status !== 400 && status !== 404 && status !== 403)).toEqual([]);
  });
});

describe('ids written other than in digits', () => {
  // Each would name product 16, 100 or 1 if read with Number().
  const NOT_DIGITS = ['0x10', '1e2', '+1', '%201', '1%20', '1.0', '0b1'];
  // A product's or creator's page reads answer 404 for anything that names none, as the web page shows "not found".
  const pageReads: [RegExp, string][] = [
    [/^\/api\/products\/:id(\/views|\/related)?$/, 'Product not found'],
    [/^\/api\/creators\/:id$/, 'Creator not found'],
  ];

  it('answer 400 with the field named, on every route with an id in its path', async () => {
    const { cookie } = await signUpUser(t);
    const admin = await signUpUser(t, { email: `digits-${ADMIN}` });
    const idRoutes = routes.filter((route) => route.url.includes(':id'));
    expect(idRoutes.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const route of idRoutes) {
      for (const id of NOT_DIGITS) {
        const url = fill(route.url, id);
        const response = await app.inject({
          method: route.method as 'GET',
          url,
          headers: { origin: TEST_ORIGIN, cookie: route.url.includes('/admin/') ? admin.cookie : cookie },
          // A product page's heartbeat carries its tab's id (decision 057); only the product id is wrong here.
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: route.url.endsWith('/views') ? { visitor: 'a'.repeat(22) } : {} }),
        });
        const pageRead = pageReads.find(([path]) => path.test(route.url));
        const expected = pageRead
          ? { status: 404, body: { code: 'not_found', message: pageRead[1] } }
          : { status: 400, body: { code: 'validation_failed', message: expect.any(String), fields: { id: expect.any(String) } } };
        if (response.statusCode !== expected.status) wrong.push(`${route.method} ${url} → ${response.statusCode}`);
        else expect(response.json()).toEqual(expected.body);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answer 400 in query strings and form fields', async () => {
    const { cookie } = await signUpUser(t);
    const admin = await signUpUser(t, { email: `digits-query-${ADMIN}` });
    for (const id of NOT_DIGITS) {
      for (const query of [`category=${id}`, `page=${id}`, `pageSize=${id}`]) {
        const response = await app.inject({ url: `/api/products?${query}` });
        expect(response.statusCode, query).toBe(400);
        expect(Object.keys(response.json().fields)).toEqual([query.split('=')[0]]);
      }
      const log = await app.inject({ url: `/api/admin/audit-log?page=${id}`, headers: { cookie: admin.cookie } });
      expect(log.statusCode).toBe(400);
      const upload = multipartOf({
        title: 'Hex category',
        description: 'A product whose category is written in hex.',
        price: '5.00',
        categoryId: decodeURIComponent(id),
        trialDays: decodeURIComponent(id),
      });
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/products',
        headers: { origin: TEST_ORIGIN, cookie, 'content-type': upload.type },
        payload: upload.body,
      });
      expect(uploaded.statusCode).toBe(400);
      expect(Object.keys(uploaded.json().fields).sort()).toEqual(['categoryId', 'trialDays']);
      const support = await app.inject({
        method: 'POST',
        url: '/api/support',
        headers: { origin: TEST_ORIGIN, cookie },
        payload: { type: 'refund', message: 'Please refund', productId: decodeURIComponent(id) },
      });
      expect(support.statusCode).toBe(400);
      expect(Object.keys(support.json().fields)).toEqual(['productId']);
    }
  });
});

describe('NUL characters', () => {
  it('in a search answer 400, not a database error', async () => {
    const response = await app.inject({ url: `/api/products?search=${encodeURIComponent(NUL)}` });
    expect(response.statusCode).toBe(400);
  });

  it('in sign-up fields answer 400 and create no account', async () => {
    const email = uniqueEmail();
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: { firstName: NUL, lastName: 'Stone', email, password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ firstName: 'Contains a NUL character' });
  });
});

describe('sign-up limits', () => {
  it('refuses an e-mail address longer than 254 characters', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.example`;
    expect(email.length).toBeGreaterThan(254);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: TEST_ORIGIN },
      payload: { firstName: 'Ada', lastName: 'Stone', email, password: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['email']);
  });

  it('limits how many accounts one address creates, before hashing a password', async () => {
    const limited = await buildApp({ ...t, config: testConfig({ SIGN_UPS_PER_ADDRESS_PER_HOUR: '3' }), serveWeb: false });
    // One address of its own, so the fixed window holds only this test's sign-ups.
    const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    try {
      const signUp = () =>
        limited.inject({
          method: 'POST',
          url: '/api/auth/sign-up',
          remoteAddress,
          headers: { origin: TEST_ORIGIN },
          payload: { firstName: 'Ada', lastName: 'Stone', email: uniqueEmail(), password: STRONG_PASSWORD },
        });
      const statuses = [];
      for (let i = 0; i < 5; i += 1) statuses.push((await signUp()).statusCode);
      expect(statuses).toEqual([202, 202, 202, 429, 429]);
      const refused = await signUp();
      expect(refused.json().code).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address is not affected.
      const other = await limited.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        remoteAddress: `${remoteAddress.slice(0, -1)}8`,
        headers: { origin: TEST_ORIGIN },
        payload: { firstName: 'Ada', lastName: 'Stone', email: uniqueEmail(), password: STRONG_PASSWORD },
      });
      expect(other.statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });
});
