import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CREDENTIALS_MESSAGE } from '../../../src/server/features/auth/sign-in.js';
import { sessionCookieFrom, signUpUser, STRONG_PASSWORD, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'Boss@Test.Example', SIGN_IN_ATTEMPTS_PER_WINDOW: '4' });
});
afterAll(async () => {
  await t.app.close();
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN, ...headers } });

describe('sign-up', () => {
  it.each([
    ['too short', 'abc12'],
    ['letters only', 'onlylettershere'],
    ['digits only', '12345678901'],
  ])('refuses a weak password (%s) and names the field', async (_case, password) => {
    const response = await post('/api/auth/sign-up', { firstName: 'A', lastName: 'B', email: uniqueEmail(), password });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'validation_failed',
      fields: { password: expect.stringContaining('at least 10 characters') },
    });
  });

  it('names every missing field', async () => {
    const response = await post('/api/auth/sign-up', { email: 'not-an-email', password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['email', 'firstName', 'lastName']);
  });

  it('marks e-mails listed in ADMIN_EMAILS as admins', async () => {
    const boss = await signUpUser(t, { firstName: 'B', lastName: 'Oss', email: 'boss@test.example' });
    expect(boss.user).toMatchObject({ isAdmin: true });
  });
});

describe('sign-in', () => {
  it('signs in with the right password', async () => {
    const { email } = await signUpUser(t);
    const response = await post('/api/auth/sign-in', { email, password: STRONG_PASSWORD }, { 'x-forwarded-for': '10.0.0.1' });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(email);
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookieFrom(response.headers['set-cookie']) },
    });
    expect(me.json().email).toBe(email);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const { email } = await signUpUser(t);
    const wrongPassword = await post('/api/auth/sign-in', { email, password: 'not-the-password-1' });
    const unknownEmail = await post('/api/auth/sign-in', { email: uniqueEmail('nobody'), password: STRONG_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ code: 'invalid_credentials', message: BAD_CREDENTIALS_MESSAGE });
    expect(unknownEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('limits attempts per account and address, then refuses even the right password', async () => {
    const { email } = await signUpUser(t);
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in',
        remoteAddress: '203.0.113.9',
        headers: { origin: TEST_ORIGIN },
        payload: { email, password },
      });
    // Fewer than the account's own free tries (sign-in-delay.test.ts), so only the address's limit answers.
    for (let i = 0; i < 4; i++) expect((await attempt('wrong-password-1')).statusCode).toBe(401);
    const limited = await attempt(STRONG_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many sign-in attempts') });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not limited by this one's attempts.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: '203.0.113.10',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describe('current user and sign-out', () => {
  it('answers 401 without a session and with an unknown one', async () => {
    expect((await t.app.inject({ url: '/api/auth/user' })).statusCode).toBe(401);
    const forged = await t.app.inject({ url: '/api/auth/user', headers: { cookie: 'sid=forged-token' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
  });

  it('answers the user with a session', async () => {
    const { cookie, user } = await signUpUser(t, { firstName: 'Lena', lastName: 'Moss' });
    const response = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, firstName: 'Lena', lastName: 'Moss', profileImageUrl: null });
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('sign-out through /api/logout ends the session on the server and goes home', async () => {
    const { cookie } = await signUpUser(t);
    const logout = await t.app.inject({ url: '/api/logout', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/');
    // The old cookie value no longer works even if the browser kept it.
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });

  const signedIn = async (cookie: string) =>
    (await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode === 200;

  it.each([
    ['a link of this site', { 'sec-fetch-site': 'same-origin', referer: 'http://localhost/dashboard' }],
    ['a typed address or a bookmark', { 'sec-fetch-site': 'none' }],
    ['a link of this site, in a browser without fetch metadata', { referer: 'http://localhost/dashboard' }],
  ])('/api/logout signs out on %s', async (_, headers) => {
    const { cookie } = await signUpUser(t);
    const logout = await t.app.inject({ url: '/api/logout', headers: { cookie, ...headers } });
    expect(logout.headers.location).toBe('/');
    expect(await signedIn(cookie)).toBe(false);
  });

  it.each([
    ['a link of another site', { 'sec-fetch-site': 'cross-site', referer: 'https://evil.example/' }],
    ['a link of a sibling site', { 'sec-fetch-site': 'same-site', referer: 'http://shop.localhost/' }],
    ['a link of another site, in a browser without fetch metadata', { referer: 'https://evil.example/' }],
    ['a link of another site that sends no referrer', { 'sec-fetch-site': 'cross-site' }],
    ['a request that says nothing of where it came from', {}],
  ])('/api/logout from %s asks on a page of this site instead of signing out', async (_, headers) => {
    const { cookie } = await signUpUser(t);
    const logout = await t.app.inject({ url: '/api/logout', headers: { cookie, ...headers } });
    expect(logout.statusCode).toBe(302);
    expect(logout.headers.location).toBe('/sign-out');
    expect(logout.headers['set-cookie']).toBeUndefined();
    expect(await signedIn(cookie)).toBe(true);
  });

  it('/api/logout from another site without a session just goes home', async () => {
    const logout = await t.app.inject({ url: '/api/logout', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(logout.headers.location).toBe('/');
  });

  it('the sign-out page’s form posts to /api/logout, which signs out and goes home; another site’s post is refused', async () => {
    const { cookie } = await signUpUser(t);
    const form = {
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'content-type': 'text/plain' },
    } as const;
    const foreign = await t.app.inject({ ...form, headers: { ...form.headers, origin: 'https://evil.example' }, payload: '' });
    expect(foreign.statusCode).toBe(403);
    expect(await signedIn(cookie)).toBe(true);
    const own = await t.app.inject({ ...form, headers: { ...form.headers, origin: TEST_ORIGIN }, payload: '' });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe('/');
    expect(await signedIn(cookie)).toBe(false);
  });

  it('sign-out through POST ends the session too', async () => {
    const { cookie } = await signUpUser(t);
    expect((await post('/api/auth/sign-out', {}, { cookie })).statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('sign-in navigations', () => {
  it('/api/login and /api/auth lead to the sign-in page and remember the page the user came from', async () => {
    for (const url of ['/api/login', '/api/auth']) {
      const response = await t.app.inject({ url, headers: { referer: 'http://localhost/product/7?x=1' } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(`/sign-in?returnTo=${encodeURIComponent('/product/7?x=1')}`);
    }
  });

  it('never returns the user to another site', async () => {
    for (const returnTo of ['//evil.example/phish', '/\t/evil.example', '/\\evil.example', '/.//evil.example']) {
      const response = await t.app.inject({ url: `/api/login?returnTo=${encodeURIComponent(returnTo)}` });
      expect(response.headers.location, returnTo).toBe('/sign-in?returnTo=%2F');
    }
    const fromElsewhere = await t.app.inject({ url: '/api/login', headers: { referer: 'https://evil.example/product/7' } });
    expect(fromElsewhere.headers.location).toBe('/sign-in?returnTo=%2F');
  });
});

describe('cross-origin protection', () => {
  it('refuses a state-changing request from another origin', async () => {
    const { email } = await signUpUser(t);
    const response = await post('/api/auth/sign-in', { email, password: STRONG_PASSWORD }, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'cross_origin_refused' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a cross-site request that carries no Origin', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });
});
