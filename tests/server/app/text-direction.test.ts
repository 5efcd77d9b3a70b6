import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../helpers/multipart.js';
import { signUpUser, STRONG_PASSWORD, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const ADMIN = `direction-admin-${Date.now()}@test.example`;
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  // Every body is read before the action: id 1 and an admin's session reach the check on each route.
  ({ cookie } = await signUpUser(t, { email: ADMIN }));
});
afterAll(async () => {
  await t.app.close();
});

// Every character that changes the direction of the text around it.
const DIRECTION_CHARACTERS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
];
// Reads "Calm exe.pdf".
const DISGUISED = 'Calm \u202efdp.exe';

/** Each text a person writes for the shop to keep or show: the request, and the field its answer names. */
const WRITTEN = (text: string) => [
  {
    url: '/api/auth/sign-up',
    field: 'firstName',
    body: { firstName: text, lastName: 'Stone', email: uniqueEmail(), password: STRONG_PASSWORD },
  },
  {
    url: '/api/auth/sign-up',
    field: 'lastName',
    body: { firstName: 'Ada', lastName: text, email: uniqueEmail(), password: STRONG_PASSWORD },
  },
  { method: 'PATCH', url: '/api/account/profile', field: 'firstName', body: { firstName: text, lastName: 'Stone' } },
  { method: 'PATCH', url: '/api/creator/products/1', field: 'description', body: { description: text } },
  { method: 'PATCH', url: '/api/creator/products/1', field: 'tags.0', body: { tags: text } },
  { url: '/api/admin/moderation/1', field: 'feedback', body: { decision: 'reject', feedback: text } },
  { url: '/api/products/1/reviews', field: 'text', body: { rating: 5, text } },
  { method: 'PATCH', url: '/api/reviews/1', field: 'text', body: { text } },
  { url: '/api/reviews/1/reply', field: 'text', body: { text } },
  { url: '/api/support', field: 'message', body: { type: 'general', message: text } },
  { url: '/api/admin/support-tickets/1/reply', field: 'body', body: { body: text } },
  { url: '/api/admin/support-tickets/1/close', field: 'note', body: { note: text } },
  { url: '/api/admin/refunds/1', field: 'note', body: { decision: 'refuse', note: text } },
  { url: '/api/admin/users/1/suspension', field: 'note', body: { suspended: true, note: text } },
  { url: '/api/admin/users/1/two-factor-reset', field: 'note', body: { note: text } },
  { url: '/api/journal-entries', field: 'silverLining', body: { silverLining: `A good day, ${text}` } },
  {
    url: '/api/social-media/generate',
    field: 'productInfo.title',
    body: { platform: 'instagram', productInfo: { title: text } },
  },
];

const send = (request: { method?: string; url: string; body: unknown }) =>
  t.app.inject({
    method: (request.method ?? 'POST') as 'POST',
    url: request.url,
    headers: { origin: TEST_ORIGIN, cookie },
    payload: request.body as object,
  });

function upload(fields: Record<string, string>) {
  const { headers, payload } = multipart(
    { title: 'Calm mornings', description: 'A gentle guide.', price: '5.00', categoryId: '1', ...fields },
    { fileName: 'guide.txt', content: 'some text' },
  );
  return t.app.inject({ method: 'POST', url: '/api/products', headers: { ...headers, origin: TEST_ORIGIN, cookie }, payload });
}

describe('characters that change text direction', () => {
  it.each(DIRECTION_CHARACTERS.map((c) => c.codePointAt(0)!.toString(16)))('U+%s is refused in a product title', async (hex) => {
    const response = await upload({ title: `Calm ${String.fromCodePoint(Number.parseInt(hex, 16))} mornings` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Title cannot contain characters that change text direction',
      fields: { title: 'Title cannot contain characters that change text direction' },
    });
  });

  it('are refused in an upload’s title, description and tags', async () => {
    for (const [field, message] of [
      ['title', 'Title'],
      ['description', 'Description'],
      ['tags', 'Tags'],
    ] as const) {
      const response = await upload({ [field]: DISGUISED });
      expect(response.statusCode).toBe(400);
      const fields: Record<string, string> = response.json().fields;
      expect(Object.values(fields)).toEqual([`${message} cannot contain characters that change text direction`]);
    }
  });

  it('are refused in every other text a person writes, naming the field', async () => {
    const wrong: string[] = [];
    for (const request of WRITTEN(DISGUISED)) {
      const response = await send(request);
      const fields = response.statusCode === 400 ? response.json().fields : undefined;
      if (!fields?.[request.field]?.endsWith('cannot contain characters that change text direction'))
        wrong.push(`${request.method ?? 'POST'} ${request.url} ${request.field} → ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });

  it('leave right-to-left writing itself alone', async () => {
    const response = await send({ method: 'PATCH', url: '/api/account/profile', body: { firstName: 'שרה', lastName: 'نور' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'שרה', lastName: 'نور' });
  });
});
