import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE_MESSAGE } from '../../../src/contract/auth.js';
import { sessions } from '../../../src/server/db/schema/auth.js';
import { accountTokens, emailOutbox } from '../../../src/server/db/schema/email.js';
import { PASSWORD_RESET_SENT_MESSAGE } from '../../../src/server/features/auth/request-password-reset.js';
import { resetPassword } from '../../../src/server/features/auth/reset-password.js';
import { sessionCookieFrom, signUpUser, STRONG_PASSWORD, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { latestEmail, linkToken } from '../../helpers/outbox.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_ATTEMPTS_PER_WINDOW: '3' });
});
afterAll(async () => {
  await t.app.close();
});

const NEW_PASSWORD = 'lantern-moss-77';
// Each test asks from its own client address, so the rate limit of one does not reach another.
const post = (url: string, payload: unknown, ip = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: { origin: TEST_ORIGIN }, remoteAddress: ip });
// Sign-ins come from many addresses: the reset's rate limit is under test here, not sign-in's.
let signIns = 0;
const signIn = (email: string, password: string) => post('/api/auth/sign-in', { email, password }, `10.9.0.${++signIns}`);
const resetTokenOf = (email: string) => linkToken(t, email, 'password_reset', '/reset-password');
const whoAmI = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('asking for a reset link', () => {
  it('answers the same for an unknown e-mail and an account, and e-mails only the account', async () => {
    const user = await signUpUser(t);
    const unknown = uniqueEmail('nobody');
    const forAccount = await post('/api/auth/password-reset', { email: user.email.toUpperCase() }, '10.1.1.1');
    const forNobody = await post('/api/auth/password-reset', { email: unknown }, '10.1.1.1');
    expect(forAccount.statusCode).toBe(202);
    expect(forNobody.statusCode).toBe(202);
    expect(forAccount.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(forNobody.json()).toEqual(forAccount.json());

    const sent = await latestEmail(t, user.email, 'password_reset');
    expect(sent?.subject).toBe('Reset your Soul Market password');
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, unknown))).toEqual([]);
    // Only the token's hash is stored.
    const token = await resetTokenOf(user.email);
    const stored = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.user.id));
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
    expect(stored.some((row) => row.purpose === 'password_reset' && row.tokenHash.length === 64)).toBe(true);
  });

  it('is rate limited like sign-in, with the same answer for known and unknown e-mails', async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/password-reset', { email }, '10.1.2.1')).statusCode).toBe(202);
    const limited = await post('/api/auth/password-reset', { email }, '10.1.2.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited', message: expect.stringContaining('Too many reset requests') });
  });

  it('refuses a malformed e-mail with a field error', async () => {
    const answer = await post('/api/auth/password-reset', { email: 'not-an-address' }, '10.1.3.1');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ email: 'Please enter a valid email address' });
  });
});

describe('choosing a new password with the link', () => {
  it('sets the password, signs every device out, and the link works once', async () => {
    const user = await signUpUser(t);
    const otherDevice = sessionCookieFrom((await signIn(user.email, STRONG_PASSWORD)).headers['set-cookie']);
    expect((await whoAmI(user.cookie)).statusCode).toBe(200);
    await post('/api/auth/password-reset', { email: user.email }, '10.1.4.1');
    const token = await resetTokenOf(user.email);

    const reset = await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toContain('Sign in with your new password');
    expect((await whoAmI(user.cookie)).statusCode).toBe(401);
    expect((await whoAmI(otherDevice)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.user.id))).toEqual([]);

    expect((await signIn(user.email, STRONG_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);

    const again = await post('/api/auth/password-reset/confirm', { token, password: 'another-path-88' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link has expired or was already used. Ask for a new one.');
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('ends the other reset links of the account once one is used', async () => {
    const user = await signUpUser(t);
    await post('/api/auth/password-reset', { email: user.email }, '10.1.5.1');
    const first = await resetTokenOf(user.email);
    await post('/api/auth/password-reset', { email: user.email }, '10.1.5.1');
    const second = await resetTokenOf(user.email);
    expect(second).not.toBe(first);
    expect((await post('/api/auth/password-reset/confirm', { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/api/auth/password-reset/confirm', { token: first, password: 'another-path-88' })).statusCode).toBe(400);
  });

  it('works for an hour and not after', async () => {
    const user = await signUpUser(t);
    await post('/api/auth/password-reset', { email: user.email }, '10.1.6.1');
    const token = await resetTokenOf(user.email);
    const [stored] = await t.db.select().from(accountTokens).where(eq(accountTokens.userId, user.user.id));
    const issuedAt = stored!.createdAt.getTime();

    const late = new Date(issuedAt + 60 * 60_000 + 1_000);
    await expect(resetPassword(t, { token, password: NEW_PASSWORD, now: late })).rejects.toThrow('expired');
    const inTime = new Date(issuedAt + 59 * 60_000);
    await expect(resetPassword(t, { token, password: NEW_PASSWORD, now: inTime })).resolves.toMatchObject({
      message: expect.any(String),
    });
    expect((await signIn(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('applies the sign-up password rule and keeps the link usable after a refused password', async () => {
    const user = await signUpUser(t);
    await post('/api/auth/password-reset', { email: user.email }, '10.1.7.1');
    const token = await resetTokenOf(user.email);
    const weak = await post('/api/auth/password-reset/confirm', { token, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields).toEqual({ password: PASSWORD_RULE_MESSAGE });
    expect((await post('/api/auth/password-reset/confirm', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const answer = await post('/api/auth/password-reset/confirm', { token: 'made-up-token', password: NEW_PASSWORD });
    expect(answer.statusCode).toBe(400);
  });
});
