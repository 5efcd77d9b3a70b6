import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSignUps, users } from '../../../src/server/db/schema/auth.js';
import { finishSignUp, SIGN_UP_SENT_MESSAGE } from '../../../src/server/features/auth/sign-up.js';
import { appJobs, JOB_NAMES } from '../../../src/server/jobs/app-jobs.js';
import {
  createProduct,
  finishSignUpFromEmail,
  sessionCookieFrom,
  signUpUser,
  STRONG_PASSWORD,
  startSignUp,
  TEST_ORIGIN,
  uniqueEmail,
} from '../../helpers/factories.js';
import { latestEmail, linkToken } from '../../helpers/outbox.js';
import { createTestApp, jobContextAt, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const HOUR_MS = 3_600_000;
const person = (email: string) => ({ firstName: 'Maya', lastName: 'Rivers', email, password: STRONG_PASSWORD });
const pendingFor = (email: string) => t.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email));
const accountsFor = (email: string) => t.db.select().from(users).where(eq(users.email, email));
const signUpTokenOf = (email: string) => linkToken(t, email, 'sign_up_link', '/finish-sign-up');
const finishWith = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-up/finish', headers: { origin: TEST_ORIGIN }, payload: { token } });
/** An account made directly, so no e-mail to its address exists before the test's own. */
async function existingAccount() {
  const [owner] = await t.db
    .insert(users)
    .values({ email: uniqueEmail('owner'), firstName: 'Orla', lastName: 'Quay' })
    .returning();
  return owner!;
}
const whoAmI = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
// Headers whose values differ from one answer to the next whatever the address.
const VARYING_HEADERS = new Set(['date', 'x-request-id']);
const comparableHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !VARYING_HEADERS.has(name)));

describe('asking for an account', () => {
  it('answers a new address and one with an account alike, without a session, and e-mails each differently', async () => {
    const owner = await existingAccount();
    const fresh = uniqueEmail('fresh');
    const forNew = await startSignUp(t, person(fresh));
    const forTaken = await startSignUp(t, person(owner.email.toUpperCase()));

    expect(forNew.statusCode).toBe(202);
    expect(forTaken.statusCode).toBe(forNew.statusCode);
    expect(forNew.json()).toEqual({ message: SIGN_UP_SENT_MESSAGE });
    expect(forTaken.body).toBe(forNew.body);
    expect(forNew.headers['set-cookie']).toBeUndefined();
    expect(comparableHeaders(forTaken.headers)).toEqual(comparableHeaders(forNew.headers));

    // The owner is told, with a way to sign in or reset; nothing is pending for their address.
    const told = await latestEmail(t, owner.email, 'sign_up_attempt');
    expect(told).toMatchObject({
      subject: 'Someone tried to create a Soul Market account with your address',
      userId: owner.id,
    });
    expect(told!.textBody).toContain('Hello Orla,');
    expect(told!.textBody).toMatch(/Sign in: http:\/\/\S+\/sign-in\n/);
    expect(told!.textBody).toMatch(/Choose a new password: http:\/\/\S+\/forgot-password\n/);
    expect(await latestEmail(t, owner.email, 'sign_up_link')).toBeUndefined();
    expect(await pendingFor(owner.email)).toEqual([]);

    // The new address gets the link; no account exists until it is followed, and only the token's hash is kept.
    const link = await latestEmail(t, fresh, 'sign_up_link');
    expect(link).toMatchObject({ subject: 'Finish creating your Soul Market account', userId: null });
    expect(link!.textBody).toContain('Hello Maya,');
    expect(await accountsFor(fresh)).toEqual([]);
    const [pending] = await pendingFor(fresh);
    const token = await signUpTokenOf(fresh);
    expect(pending).toMatchObject({ firstName: 'Maya', lastName: 'Rivers', referralCode: null });
    expect(pending!.tokenHash).toHaveLength(64);
    expect(pending!.tokenHash).not.toBe(token);
    expect(pending!.passwordHash).not.toContain(STRONG_PASSWORD);
    expect(pending!.expiresAt.getTime() - pending!.createdAt.getTime()).toBeCloseTo(48 * HOUR_MS, -4);
  });

  it('keeps where the visitor was going in the link, only when it is a path on this site', async () => {
    const email = uniqueEmail('return');
    await startSignUp(t, { ...person(email), returnTo: '/product/7?ref=card' });
    expect((await latestEmail(t, email, 'sign_up_link'))!.textBody).toMatch(
      /\/finish-sign-up\?token=[\w-]+&returnTo=%2Fproduct%2F7%3Fref%3Dcard\n/,
    );
    const elsewhere = uniqueEmail('elsewhere');
    await startSignUp(t, { ...person(elsewhere), returnTo: '//evil.example/' });
    expect((await latestEmail(t, elsewhere, 'sign_up_link'))!.textBody).toMatch(/\/finish-sign-up\?token=[\w-]+\n/);
  });

  it('limits the e-mails one address receives, with the same answer whether or not it has an account', async () => {
    const owner = await existingAccount();
    const fresh = uniqueEmail('flood');
    for (const email of [owner.email, fresh]) {
      // Each from its own network address: the per-network limit is not what is tested here.
      for (let i = 0; i < 5; i++)
        expect((await startSignUp(t, person(email), `10.77.${i}.${email === fresh ? 1 : 2}`)).statusCode).toBe(202);
      const limited = await startSignUp(t, person(email), '10.77.9.9');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({
        code: 'rate_limited',
        message: expect.stringContaining('used this e-mail address'),
      });
    }
  });
});

describe('the e-mailed link', () => {
  it('creates the account with its address verified, signs it in, and works once', async () => {
    const email = uniqueEmail('finish');
    await startSignUp(t, { ...person(email), firstName: ' Maya ' });
    const token = await signUpTokenOf(email);
    const finished = await finishWith(token);
    expect(finished.statusCode).toBe(201);
    expect(finished.json()).toEqual({
      id: expect.any(Number),
      firstName: 'Maya',
      lastName: 'Rivers',
      email,
      profileImageUrl: null,
      isAdmin: false,
      emailVerified: true,
      // A new account stays out of the activity feed until its owner turns it on.
      showInActivityFeed: false,
    });
    const cookie = finished.headers['set-cookie'] as string;
    expect(cookie).toMatch(/^sid=[\w-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect((await whoAmI(sessionCookieFrom(cookie))).json()).toMatchObject({ email, emailVerified: true });
    // The password chosen at sign-up is the account's.
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(await pendingFor(email)).toEqual([]);

    const again = await finishWith(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('This link has expired or was already used');
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(await accountsFor(email)).toHaveLength(1);
  });

  it('expires after 48 hours', async () => {
    const email = uniqueEmail('late');
    await startSignUp(t, person(email));
    const token = await signUpTokenOf(email);
    const [pending] = await pendingFor(email);
    await expect(finishSignUp(t, { token, now: new Date(pending!.expiresAt.getTime() + 1000), log: t.app.log })).rejects.toThrow(
      'expired',
    );
    expect(await accountsFor(email)).toEqual([]);
    const inTime = await finishSignUp(t, { token, now: new Date(pending!.expiresAt.getTime() - 1000), log: t.app.log });
    expect(inTime.user.email).toBe(email);
  });

  it('sends a fresh link to a second sign-up; the first link used wins and the other then fails', async () => {
    const email = uniqueEmail('twice');
    await startSignUp(t, person(email));
    const first = await signUpTokenOf(email);
    await startSignUp(t, { ...person(email), firstName: 'Second' });
    const second = await signUpTokenOf(email);
    expect(second).not.toBe(first);
    expect(await pendingFor(email)).toHaveLength(2);

    const finished = await finishWith(second);
    expect(finished.statusCode).toBe(201);
    expect(finished.json().firstName).toBe('Second');
    // The address's other pending sign-up went with it.
    expect(await pendingFor(email)).toEqual([]);
    expect((await finishWith(first)).statusCode).toBe(400);
  });

  it('says so when the address got an account meanwhile, and creates nothing', async () => {
    const email = uniqueEmail('meanwhile');
    await startSignUp(t, person(email));
    const token = await signUpTokenOf(email);
    // Another way in, e.g. single sign-on, created the account first.
    await t.db.insert(users).values({ email, firstName: 'Other', lastName: 'Way' });
    const answer = await finishWith(token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({
      code: 'conflict',
      message: 'This e-mail address already has an account. Sign in, or choose a new password if you forgot it.',
    });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(await accountsFor(email)).toHaveLength(1);
    expect(await pendingFor(email)).toEqual([]);
  });

  it('records the referral when the account is created, not before', async () => {
    const referrer = await signUpUser(t);
    const referralsMade = async () =>
      (await t.app.inject({ url: '/api/referrals', headers: { cookie: referrer.cookie } })).json().referralsMade as number;
    const { code } = (await t.app.inject({ url: '/api/referrals', headers: { cookie: referrer.cookie } })).json();
    const email = uniqueEmail('friend');
    await startSignUp(t, { ...person(email), referralCode: code });
    expect((await pendingFor(email))[0]!.referralCode).toBe(code);
    expect(await referralsMade()).toBe(0);
    expect((await finishSignUpFromEmail(t, email)).statusCode).toBe(201);
    expect(await referralsMade()).toBe(1);
  });
});

describe('the product pressed Add to Cart on while signed out', () => {
  const cartOf = (cookie: string) =>
    t.app
      .inject({ url: '/api/cart', headers: { cookie } })
      .then((r) => (r.json() as { productId: number }[]).map((l) => l.productId));
  const finishedCookie = async (email: string) => {
    const finished = await finishSignUpFromEmail(t, email);
    expect(finished.statusCode).toBe(201);
    return sessionCookieFrom(finished.headers['set-cookie']);
  };

  it("waits with the pending sign-up and lands, once, in the new account's cart", async () => {
    const { product } = await createProduct(t.db);
    const email = uniqueEmail('wanted');
    await startSignUp(t, { ...person(email), cartProductId: product.id });
    expect((await pendingFor(email))[0]!.cartProductId).toBe(product.id);
    const cookie = await finishedCookie(email);
    expect(await cartOf(cookie)).toEqual([product.id]);
    // The link is spent: nothing is added again.
    expect((await finishWith(await signUpTokenOf(email))).statusCode).toBe(400);
    expect(await cartOf(cookie)).toEqual([product.id]);
  });

  it('adds nothing for a product that is gone or unknown, and the account is created all the same', async () => {
    const { product: archived } = await createProduct(t.db, { status: 'archived' });
    for (const cartProductId of [archived.id, 2_000_000_000]) {
      const email = uniqueEmail('gone');
      await startSignUp(t, { ...person(email), cartProductId });
      expect(await cartOf(await finishedCookie(email))).toEqual([]);
    }
  });

  it('ignores a malformed product id rather than refusing the sign-up', async () => {
    const email = uniqueEmail('malformed');
    expect((await startSignUp(t, { ...person(email), cartProductId: 'seven' })).statusCode).toBe(202);
    expect((await pendingFor(email))[0]!.cartProductId).toBeNull();
  });
});

describe('pending sign-ups', () => {
  it('are purged by the housekeeping job once expired, with everything they hold', async () => {
    const expired = uniqueEmail('expired');
    const current = uniqueEmail('current');
    await startSignUp(t, person(expired));
    await startSignUp(t, person(current));
    const [old] = await pendingFor(expired);
    await t.db
      .update(pendingSignUps)
      .set({ expiresAt: new Date(Date.now() - HOUR_MS) })
      .where(eq(pendingSignUps.tokenHash, old!.tokenHash));

    const housekeeping = appJobs.find((job) => job.name === JOB_NAMES.housekeeping)!;
    await housekeeping.run(jobContextAt(t, new Date()), {});
    expect(await pendingFor(expired)).toEqual([]);
    expect(await pendingFor(current)).toHaveLength(1);
  });
});
