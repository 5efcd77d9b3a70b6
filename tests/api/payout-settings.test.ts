import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorSecrets, users } from '../../src/server/db/schema/auth.js';
import { payouts, testPayoutAccounts } from '../../src/server/db/schema/payouts.js';
import { runPayoutBatch } from '../../src/server/features/payouts/run-payout-batch.js';
import { createTestBuyer, createTestProduct, recordTestSale } from '../helpers/creator-factories.js';
import { fakeStripeApi } from '../helpers/fake-stripe.js';
import { signUpUser, TEST_ORIGIN } from '../helpers/factories.js';
import { multipart } from '../helpers/multipart.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';
import { codeFor, enrolTwoFactor } from '../helpers/two-factor.js';

const DAY_MS = 86_400_000;

function send(app: TestApp, cookie: string | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return app.app.inject({
    method,
    url,
    headers: { ...(cookie ? { cookie } : {}), origin: TEST_ORIGIN },
    ...(payload ? { payload } : {}),
  });
}

/** Signs up a creator and enrols them in two-factor verification; answers the secret their app holds. */
async function enrolledCreator(app: TestApp) {
  const creator = await signUpUser(app);
  return { ...creator, secret: await enrolTwoFactor(app, creator.cookie) };
}

describe('two-factor enrolment and payout account connection (test mode)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('refuses a signed-out visitor on every account and payout-account route', async () => {
    for (const [method, url] of [
      ['GET', '/api/creator/payout-account'],
      ['POST', '/api/creator/payout-account'],
      ['GET', '/api/account/two-factor'],
      ['POST', '/api/account/two-factor/setup'],
      ['POST', '/api/account/two-factor/confirm'],
      ['PATCH', '/api/account/profile'],
    ] as const) {
      const response = await send(t, undefined, method, url, method === 'GET' ? undefined : { code: '123456' });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('enrols with the first valid code, then never shows the secret again', async () => {
    const creator = await signUpUser(t);
    expect((await send(t, creator.cookie, 'GET', '/api/account/two-factor')).json()).toEqual({ enrolled: false });
    const setup = (await send(t, creator.cookie, 'POST', '/api/account/two-factor/setup', {})).json();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUri).toContain(`secret=${setup.secret}`);
    expect(setup.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    // The database keeps it sealed, never readable.
    const [stored] = await t.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, creator.user.id));
    expect(stored!.secret).toMatch(/^v1\./);
    expect(stored!.secret).not.toContain(setup.secret);

    const wrong = await send(t, creator.cookie, 'POST', '/api/account/two-factor/confirm', { code: codeFor(setup.secret, 5) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('two_factor_invalid');
    const malformed = await send(t, creator.cookie, 'POST', '/api/account/two-factor/confirm', { code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect((await send(t, creator.cookie, 'GET', '/api/account/two-factor')).json()).toEqual({ enrolled: false });

    // One step of clock drift is accepted.
    const drifted = await send(t, creator.cookie, 'POST', '/api/account/two-factor/confirm', { code: codeFor(setup.secret, -1) });
    expect(drifted.json()).toEqual({ enrolled: true });
    const again = await send(t, creator.cookie, 'POST', '/api/account/two-factor/setup', {});
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(setup.secret);
  });

  it('asks a creator who has not enrolled to enrol before connecting a payout account', async () => {
    const creator = await signUpUser(t);
    expect((await send(t, creator.cookie, 'GET', '/api/creator/payout-account')).json()).toEqual({
      mode: 'test',
      status: 'not_connected',
      twoFactorEnrolled: false,
    });
    const refused = await send(t, creator.cookie, 'POST', '/api/creator/payout-account', { code: '123456' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('two_factor_required');
    expect((await send(t, creator.cookie, 'GET', '/api/creator/payout-account')).json().status).toBe('not_connected');
  });

  it('connects the test payout account only with a current, unused code', async () => {
    const creator = await enrolledCreator(t);
    const missing = await send(t, creator.cookie, 'POST', '/api/creator/payout-account', {});
    expect(missing.statusCode).toBe(400);
    const wrong = await send(t, creator.cookie, 'POST', '/api/creator/payout-account', { code: codeFor(creator.secret, 4) });
    expect(wrong.json().code).toBe('two_factor_invalid');
    // The code that confirmed enrolment cannot be used a second time.
    const reused = await send(t, creator.cookie, 'POST', '/api/creator/payout-account', { code: codeFor(creator.secret) });
    expect(reused.statusCode).toBe(403);
    expect(reused.json().message).toContain('already used');
    expect((await send(t, creator.cookie, 'GET', '/api/creator/payout-account')).json().status).toBe('not_connected');

    const connected = await send(t, creator.cookie, 'POST', '/api/creator/payout-account', { code: codeFor(creator.secret, 1) });
    expect(connected.statusCode).toBe(200);
    expect(connected.json()).toEqual({
      account: { mode: 'test', status: 'active', twoFactorEnrolled: true },
      onboardingUrl: null,
    });
    // Another user sees only their own account.
    const other = await signUpUser(t);
    expect((await send(t, other.cookie, 'GET', '/api/creator/payout-account')).json().status).toBe('not_connected');
  });

  it('pays the connected test account in the Friday run, and fails a payout with no account', async () => {
    const creator = await enrolledCreator(t);
    await send(t, creator.cookie, 'POST', '/api/creator/payout-account', { code: codeFor(creator.secret, 1) });
    const unconnected = await signUpUser(t);
    const requested = [];
    for (const who of [creator, unconnected]) {
      const product = await createTestProduct(t.db, who.user.id);
      const buyer = await createTestBuyer(t.db);
      await recordTestSale(t, {
        buyerId: buyer.id,
        productId: product.id,
        amountCents: 3000,
        createdAt: new Date(Date.now() - 20 * DAY_MS),
      });
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/creator/request-payout',
        headers: { cookie: who.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      });
      requested.push(response.json().payout);
    }
    const [paid, unpaid] = requested;
    const now = new Date(new Date(paid.payoutDate).getTime() + 60_000);
    // On a shared PostgreSQL another file's run may hold the claim lock (skipped) or take these payouts;
    // every test-mode run pays the same way, so the rows are what is checked.
    const settled = async (id: number) => {
      for (let attempt = 0; ; attempt++) {
        const result = await runPayoutBatch(t, { payouts: t.payouts, now, holdDays: t.config.payouts.holdDays });
        const [row] = await t.db.select().from(payouts).where(eq(payouts.id, id));
        if ((row!.status !== 'pending' && row!.status !== 'processing') || attempt > 20) return row!;
        if (!result.skipped) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    const [account] = await t.db.select().from(testPayoutAccounts).where(eq(testPayoutAccounts.userId, creator.user.id));
    expect(await settled(paid.id)).toMatchObject({
      status: 'completed',
      providerReference: `test-transfer-${paid.id}-to-${account!.accountId}`,
    });
    const failed = await settled(unpaid.id);
    expect(failed.status).toBe('failed');
    expect(failed.notes).toContain('No payout account is connected');
  });
});

describe('payout account with Stripe Connect (a local stand-in for Stripe)', () => {
  let s: TestApp;
  let stripe: Awaited<ReturnType<typeof fakeStripeApi>>;
  beforeAll(async () => {
    stripe = await fakeStripeApi();
    s = await createTestApp(
      { STRIPE_SECRET_KEY: 'sk_test_not_a_real_key', STRIPE_PUBLISHABLE_KEY: 'pk_test_not_a_real_key' },
      { stripeApi: stripe.api },
    );
  });
  afterAll(async () => {
    await s.app.close();
    await stripe.close();
  });

  it('creates the Express account once, answers the onboarding link, and reads the status from its capabilities', async () => {
    const creator = await enrolledCreator(s);
    expect((await send(s, creator.cookie, 'GET', '/api/creator/payout-account')).json()).toEqual({
      mode: 'stripe',
      status: 'not_connected',
      twoFactorEnrolled: true,
    });
    const first = await send(s, creator.cookie, 'POST', '/api/creator/payout-account', { code: codeFor(creator.secret, 1) });
    expect(first.statusCode).toBe(200);
    const [user] = await s.db.select().from(users).where(eq(users.id, creator.user.id));
    const accountId = user!.stripeAccountId!;
    expect(accountId).toMatch(/^acct_fake_/);
    expect(first.json()).toEqual({
      account: { mode: 'stripe', status: 'pending', twoFactorEnrolled: true },
      onboardingUrl: expect.stringContaining(`/setup/e/${accountId}/`),
    });
    const created = stripe.posts('/v1/accounts');
    expect(created).toHaveLength(1);
    expect(new URLSearchParams(created[0]!.body).get('type')).toBe('express');
    const link = new URLSearchParams(stripe.posts('/v1/account_links').at(-1)!.body);
    expect(link.get('account')).toBe(accountId);
    expect(link.get('return_url')).toBe('http://localhost:80/earnings?payout-account=return');
    expect(link.get('refresh_url')).toBe('http://localhost:80/earnings?payout-account=refresh');

    // Onboarding again (an expired link, new bank details) reuses the account and also needs a code.
    const reused = await send(s, creator.cookie, 'POST', '/api/creator/payout-account', { code: codeFor(creator.secret, 1) });
    expect(reused.json().code).toBe('two_factor_invalid');
    // A later code (as if a minute had passed): the second link is for the same account.
    await s.db.update(twoFactorSecrets).set({ lastUsedStep: null }).where(eq(twoFactorSecrets.userId, creator.user.id));
    const second = await send(s, creator.cookie, 'POST', '/api/creator/payout-account', { code: codeFor(creator.secret) });
    expect(second.statusCode).toBe(200);
    expect(stripe.posts('/v1/accounts')).toHaveLength(1);
    expect(new URLSearchParams(stripe.posts('/v1/account_links').at(-1)!.body).get('account')).toBe(accountId);

    // Details submitted but Stripe not yet paying: still pending; transfers active and payouts enabled: active.
    stripe.accounts.set(accountId, { ...stripe.accounts.get(accountId), details_submitted: true });
    expect((await send(s, creator.cookie, 'GET', '/api/creator/payout-account')).json().status).toBe('pending');
    stripe.accounts.set(accountId, {
      ...stripe.accounts.get(accountId),
      capabilities: { transfers: 'active' },
      payouts_enabled: true,
    });
    expect((await send(s, creator.cookie, 'GET', '/api/creator/payout-account')).json().status).toBe('active');

    // What the Friday run hands each payout to (the run itself is tested in test mode above: with
    // several test files on one PostgreSQL, another file's run may claim a due payout first).
    const sent = await s.payouts.send({ payoutId: 990_001, creatorId: creator.user.id, amountCents: 2147, currency: 'usd' });
    expect(sent).toEqual({ ok: true, reference: 'tr_fake_payout-990001' });
    const transfer = stripe.posts('/v1/transfers').find((call) => call.idempotencyKey === 'payout-990001');
    expect(new URLSearchParams(transfer!.body).get('destination')).toBe(accountId);
  });
});

describe('profile settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('changes the first and last name with the form’s rules', async () => {
    const creator = await signUpUser(t);
    const blank = await send(t, creator.cookie, 'PATCH', '/api/account/profile', { firstName: '  ', lastName: 'Stone' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ firstName: 'First name is required' });
    const long = await send(t, creator.cookie, 'PATCH', '/api/account/profile', { firstName: 'Ada', lastName: 'x'.repeat(81) });
    expect(long.json().fields).toEqual({ lastName: 'Last name is too long' });

    const saved = await send(t, creator.cookie, 'PATCH', '/api/account/profile', { firstName: ' Grace ', lastName: 'Hopper' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: 'Grace', lastName: 'Hopper' });
    expect((await send(t, creator.cookie, 'GET', '/api/auth/user')).json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it('stores a profile picture through the cover checks and refuses a file that is not a picture', async () => {
    const creator = await signUpUser(t);
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 80, b: 40 } } })
      .png()
      .toBuffer();
    const upload = (fileName: string, content: Buffer | string) => {
      const form = multipart({}, { fileName, content, field: 'image' });
      return t.app.inject({
        method: 'PUT',
        url: '/api/account/profile-image',
        headers: { ...form.headers, cookie: creator.cookie, origin: TEST_ORIGIN },
        payload: form.payload,
      });
    };
    const refused = await upload('me.png', 'not a picture');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('file_rejected');
    const stored = await upload('me.png', png);
    expect(stored.statusCode).toBe(200);
    const imageUrl = stored.json().profileImageUrl as string;
    expect(imageUrl).toMatch(/^\/api\/images\/[0-9a-f]{32}-320\.webp$/);
    const image = await t.app.inject({ url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });
});
