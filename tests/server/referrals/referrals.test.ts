import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingSignUps } from '../../../src/server/db/schema/auth.js';
import { finishSignUpFromEmail, signUpUser, startSignUp, uniqueEmail } from '../../helpers/factories.js';
import { latestEmail } from '../../helpers/outbox.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const linkOf = async (cookie: string) => {
  const answer = await t.app.inject({ url: '/api/referrals', headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { code: string; path: string; referralsMade: number };
};

const askToSignUpWith = async (referralCode: unknown, email: string) => {
  const started = await startSignUp(t, { firstName: 'Lin', lastName: 'Hart', email, password: 'river-stone-42', referralCode });
  expect(started.statusCode).toBe(202);
};

/** Signs up through the link with this code and follows the e-mailed link: answers the finishing request. */
const signUpWith = async (referralCode: unknown, email = uniqueEmail('friend')) => {
  await askToSignUpWith(referralCode, email);
  return finishSignUpFromEmail(t, email);
};

/** Sign-up with the address of an account: its owner is told, and no link creates anything. */
async function expectOwnerToldOfSignUp(referralCode: string, email: string) {
  await askToSignUpWith(referralCode, email);
  expect(await latestEmail(t, email.toLowerCase(), 'sign_up_attempt')).toBeDefined();
  expect(await t.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email.toLowerCase()))).toEqual([]);
}

describe('referrals', () => {
  it('needs sign-in', async () => {
    expect((await t.app.inject({ url: '/api/referrals' })).statusCode).toBe(401);
  });

  it('gives each user one personal link that stays the same', async () => {
    const ada = await signUpUser(t);
    const first = await linkOf(ada.cookie);
    expect(first.code).toMatch(/^[\w-]{11}$/);
    expect(first.path).toBe(`/r/${first.code}`);
    expect(first.referralsMade).toBe(0);
    expect(await linkOf(ada.cookie)).toEqual(first);
    const other = await linkOf((await signUpUser(t)).cookie);
    expect(other.code).not.toBe(first.code);
  });

  it('counts each new account created through the link', async () => {
    const ada = await signUpUser(t);
    const { code } = await linkOf(ada.cookie);
    expect((await signUpWith(code)).statusCode).toBe(201);
    expect((await signUpWith(code)).statusCode).toBe(201);
    expect((await linkOf(ada.cookie)).referralsMade).toBe(2);
  });

  it('never counts an existing account', async () => {
    const ada = await signUpUser(t);
    const existing = await signUpUser(t);
    const { code } = await linkOf(ada.cookie);
    await expectOwnerToldOfSignUp(code, existing.email);
    expect((await linkOf(ada.cookie)).referralsMade).toBe(0);
  });

  it('never counts the referrer signing up again under their own address with a +tag', async () => {
    const email = uniqueEmail('self');
    const ada = await signUpUser(t, { email });
    const { code } = await linkOf(ada.cookie);
    const [local, domain] = email.split('@');
    expect((await signUpWith(code, `${local}+second@${domain}`)).statusCode).toBe(201);
    await expectOwnerToldOfSignUp(code, email.toUpperCase());
    expect((await linkOf(ada.cookie)).referralsMade).toBe(0);
  });

  it('counts the same person once, however many tagged addresses they sign up with', async () => {
    const ada = await signUpUser(t);
    const { code } = await linkOf(ada.cookie);
    const [local, domain] = uniqueEmail('twice').split('@');
    const answers = await Promise.all([
      signUpWith(code, `${local}@${domain}`),
      signUpWith(code, `${local}+1@${domain}`),
      signUpWith(code, `${local}+2@${domain}`),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect((await linkOf(ada.cookie)).referralsMade).toBe(1);
  });

  it('creates the account without a referral for an unknown or malformed code', async () => {
    expect((await signUpWith('nosuchcode1')).statusCode).toBe(201);
    expect((await signUpWith('<script>')).statusCode).toBe(201);
    expect((await signUpWith(42)).statusCode).toBe(201);
  });

  it('counts referral sign-ups toward the Community Builder badge', async () => {
    const ada = await signUpUser(t);
    const { code } = await linkOf(ada.cookie);
    for (let index = 0; index < 3; index += 1) await signUpWith(code);
    const level = (await t.app.inject({ url: '/api/creator/level', headers: { cookie: ada.cookie } })).json();
    expect(level.badges.find((badge: { id: string }) => badge.id === 'community-builder')).toMatchObject({
      earned: false,
      current: 3,
    });
  });
});
