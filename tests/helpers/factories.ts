import crypto from 'node:crypto';
import type { Database } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/auth.js';
import { products } from '../../src/server/db/schema/catalog.js';
import { linkToken } from './outbox.js';
import type { TestApp } from './test-app.js';

export const TEST_ORIGIN = 'http://localhost:80';

export function uniqueEmail(label = 'user') {
  return `${label}-${crypto.randomBytes(6).toString('hex')}@test.example`;
}

/** A made-up word no other product uses, so a search finds only the calling test's products. */
export const uniqueWord = () =>
  `zq${Array.from(crypto.randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

export const STRONG_PASSWORD = 'river-stone-42';

/** Asks for an account (POST /api/auth/sign-up); the account exists once the e-mailed link is followed. */
export const startSignUp = (t: Pick<TestApp, 'app'>, body: object, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up', headers: { origin: TEST_ORIGIN }, payload: body, remoteAddress });

/** Follows the newest sign-up link e-mailed to `email`, as its owner would: answers the finishing request. */
export async function finishSignUpFromEmail(t: Pick<TestApp, 'app' | 'db'>, email: string) {
  const token = await linkToken(t, email, 'sign_up_link', '/finish-sign-up');
  return t.app.inject({ method: 'POST', url: '/api/auth/sign-up/finish', headers: { origin: TEST_ORIGIN }, payload: { token } });
}

/** Signs up a fresh user through the e-mailed link and answers it with its session cookie header. */
export async function signUpUser(
  t: Pick<TestApp, 'app' | 'db'>,
  overrides: Partial<{ firstName: string; lastName: string; email: string; password: string; referralCode: string }> = {},
) {
  const body = { firstName: 'Ada', lastName: 'Stone', email: uniqueEmail(), password: STRONG_PASSWORD, ...overrides };
  const started = await startSignUp(t, body);
  if (started.statusCode !== 202) throw new Error(`sign-up failed: ${started.statusCode} ${started.body}`);
  const response = await finishSignUpFromEmail(t, body.email.toLowerCase());
  if (response.statusCode !== 201) throw new Error(`finishing sign-up failed: ${response.statusCode} ${response.body}`);
  const cookie = sessionCookieFrom(response.headers['set-cookie']);
  return { user: response.json() as { id: number; email: string }, cookie, ...body };
}

export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = all.find((c) => c.startsWith('sid='));
  if (!session) throw new Error('no session cookie set');
  return session.split(';')[0]!;
}

/** A product row's required fields with test defaults; `overrides` win. */
export function productValues(
  creatorId: number,
  overrides: Partial<typeof products.$inferInsert> = {},
): typeof products.$inferInsert {
  return {
    creatorId,
    categoryId: 11,
    title: `Test product ${crypto.randomBytes(4).toString('hex')}`,
    description: 'A product made by a test.',
    priceCents: 1200,
    tags: ['test'],
    fileKey: 'test-file.pdf',
    fileName: 'test-file.pdf',
    fileSize: 2048,
    fileType: 'application/pdf',
    ...overrides,
  };
}

/** Inserts a creator and one product of theirs (published unless told otherwise): one published product per creator. */
export async function createProduct(
  db: Database,
  overrides: Partial<typeof products.$inferInsert> & { creator?: Partial<typeof users.$inferInsert> } = {},
) {
  const { creator: creatorOverrides, ...productOverrides } = overrides;
  const [creator] = await db
    .insert(users)
    .values({ email: uniqueEmail('creator'), firstName: 'Rowan', lastName: 'Vale', ...creatorOverrides })
    .returning();
  const [product] = await db.insert(products).values(productValues(creator!.id, productOverrides)).returning();
  return { creator: creator!, product: product! };
}
