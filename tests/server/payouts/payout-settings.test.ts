import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorSecrets, users } from '../../../src/server/db/schema/auth.js';
import { payouts, testPayoutAccounts } from '../../../src/server/db/schema/payouts.js';
import { createSession } from '../../../src/server/features/auth/sessions.js';
import { requestPayout as requestPayoutAction } from '../../../src/server/features/payouts/request-payout.js';
import { runPayoutBatch } from '../../../src/server/features/payouts/run-payout-batch.js';
import { formatMoment } from '../../../src/server/lib/dates.js';
import { createTestBuyer, createTestProduct, recordTestSale } from '../../helpers/creator-factories.js';
import { requestPayout } from '../../helpers/commerce.js';
import { fakeStripeApi } from '../../helpers/fake-stripe.js';
import { signUpUser, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { multipart } from '../../helpers/multipart.js';
import { latestEmail } from '../../helpers/outbox.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { codeFor, enrolTwoFactor } from '../../helpers/two-factor.js';

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

/** An account that signs in only through single sign-on (no password), with a session; its address is verified. */
async function singleSignOnUser(app: TestApp) {
  const [user] = await app.db
    .insert(users)
    .values({
      email: uniqueEmail('sso'),
      firstName: 'Sol',
      lastName: 'Reyes',
      oidcSubject: `subject-${crypto.randomBytes(6).toString('hex')}`,
      emailVerifiedAt: new Date(),
    })
    .returning();
  const session = await createSession(app.db, user!.id, 1);
  return { user: user!, cookie: `sid=${session.token}` };
}

/** The token of the newest confirmation link e-mailed to `to`, and the page it opens. */
async function confirmationLink(app: TestApp, to: string) {
  const email = await latestEmail(app, to, 'change_confirmation');
  const match = email?.textBody.match(/http:\/\/localhost:\d+\/([\w?=&-]+?)[?&]confirm=([\w-]+)/);
  if (!match) throw new Error(`no confirmation link e-mailed to ${to}`);
  return { page: match[1]!, token: match[2]! };
}

/** A sale of the creator's product old enough to be paid out, so a payout can be asked for. */
async function settledSale(app: TestApp, product: { id: number }) {
  const buyer = await createTestBuyer(app.db);
  await recordTestSale(app, {
    buyerId: buyer.id,
    productId: product.id,
    amountCents: 3000,
    createdAt: new Date(Date.now() - 20 * DAY_MS),
  });
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
      ['POST', '/api/account/confirmation-link'],
      ['PATCH', '/api/account/profile'],
    ] as const) {
      const response = await send(t, undefined, method, url, method === 'GET' ? undefined : { code: '123456' });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('enrols with the first valid code, then never shows the secret again', async () => {
    const creator = await signUpUser(t);
    expect((await send(t, creator.cookie, 'GET', '/api/account/two-factor')).json()).toEqual({
      enrolled: false,
      confirmWith: 'password',
    });
    const setup = (await send(t, creator.cookie, 'POST', '/api/account/two-factor/setup', { password: creator.password })).json();
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
    expect((await send(t, creator.cookie, 'GET', '/api/account/two-factor')).json()).toMatchObject({ enrolled: false });

    // One step of clock drift is accepted.
    const drifted = await send(t, creator.cookie, 'POST', '/api/account/two-factor/confirm', { code: codeFor(setup.secret, -1) });
    expect(drifted.json()).toEqual({ enrolled: true, confirmWith: 'password' });
    const again = await send(t, creator.cookie, 'POST', '/api/account/two-factor/setup', { password: creator.password });
    expect(again.statusCode).toBe(409);
    expect(again.body).not.toContain(setup.secret);
  });

  it('enrols only with the account password, finishes within 15 minutes, and e-mails the owner', async () => {
    const creator = await signUpUser(t);
    const secretRows = () => t.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, creator.user.id));
    // A session alone (a stolen cookie) cannot start enrolling its own authenticator.
    const bare = await send(t, creator.cookie, 'POST', '/api/account/two-factor/setup', {});
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'reauthentication_required', fields: { password: 'Enter your password' } });
    const wrong = await send(t, creator.cookie, 'POST', '/api/account/two-factor/setup', { password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials', fields: { password: 'The password is not right' } });
    expect(await secretRows()).toEqual([]);
    expect(await latestEmail(t, creator.email, 'two_factor_enrolled')).toBeUndefined();

    // A setup not finished within 15 minutes must start again (with the password).
    const stale = (await send(t, creator.cookie, 'POST', '/api/account/two-factor/setup', { password: creator.password })).json();
    await t.db
      .update(twoFactorSecrets)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(twoFactorSecrets.userId, creator.user.id));
    const expired = await send(t, creator.cookie, 'POST', '/api/account/two-factor/confirm', { code: codeFor(stale.secret) });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toContain('Start setting up two-factor verification again');

    const setup = (await send(t, creator.cookie, 'POST', '/api/account/two-factor/setup', { password: creator.password })).json();
    const confirmed = await send(t, creator.cookie, 'POST', '/api/account/two-factor/confirm', { code: codeFor(setup.secret) });
    expect(confirmed.json()).toMatchObject({ enrolled: true });
    const told = await latestEmail(t, creator.email, 'two_factor_enrolled');
    expect(told).toMatchObject({
      userId: creator.user.id,
      subject: 'Two-factor verification was turned on for your Soul Market account',
    });
    expect(told!.textBody).toContain("If this wasn't you");
    expect(told!.textBody).toContain('/forgot-password');
    expect(told!.textBody).toContain('/support');
  });

  it('asks a creator who has not enrolled to enrol before connecting a payout account', async () => {
    const creator = await signUpUser(t);
    expect((await send(t, creator.cookie, 'GET', '/api/creator/payout-account')).json()).toEqual({
      mode: 'test',
      status: 'not_connected',
      twoFactorEnrolled: false,
      confirmWith: 'password',
      heldUntil: null,
    });
    const refused = await send(t, creator.cookie, 'POST', '/api/creator/payout-account', {
      code: '123456',
      password: creator.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('two_factor_required');
    expect((await send(t, creator.cookie, 'GET', '/api/creator/payout-account')).json().status).toBe('not_connected');
  });

  it('connects the test payout account only with the password and a current, unused code', async () => {
    const creator = await enrolledCreator(t);
    const connect = (body: object) => send(t, creator.cookie, 'POST', '/api/creator/payout-account', body);
    const { password } = creator;
    expect((await connect({ password })).statusCode).toBe(400);
    const wrong = await connect({ password, code: codeFor(creator.secret, 4) });
    expect(wrong.json().code).toBe('two_factor_invalid');
    // The code that confirmed enrolment cannot be used a second time.
    const reused = await connect({ password, code: codeFor(creator.secret) });
    expect(reused.statusCode).toBe(403);
    expect(reused.json().message).toContain('already used');
    // A stolen session with a code (say, phished) still needs the password; a refusal leaves the code unspent.
    const bare = await connect({ code: codeFor(creator.secret, 1) });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'reauthentication_required', fields: { password: 'Enter your password' } });
    const badPassword = await connect({ password: 'not-the-password-1', code: codeFor(creator.secret, 1) });
    expect(badPassword.statusCode).toBe(401);
    expect(badPassword.json().code).toBe('invalid_credentials');
    expect((await send(t, creator.cookie, 'GET', '/api/creator/payout-account')).json().status).toBe('not_connected');
    expect(await latestEmail(t, creator.email, 'payout_account_changed')).toBeUndefined();

    const before = Date.now();
    const connected = await connect({ password, code: codeFor(creator.secret, 1) });
    expect(connected.statusCode).toBe(200);
    const heldUntil = new Date(connected.json().account.heldUntil).getTime();
    expect(heldUntil).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect(connected.json()).toEqual({
      account: {
        mode: 'test',
        status: 'active',
        twoFactorEnrolled: true,
        confirmWith: 'password',
        heldUntil: expect.any(String),
      },
      onboardingUrl: null,
    });
    // The owner hears of it, with the date payouts resume and what to do if it was not them.
    const told = await latestEmail(t, creator.email, 'payout_account_changed');
    expect(told!.textBody).toContain(`no payout is requested or sent before ${formatMoment(new Date(heldUntil))}`);
    expect(told!.textBody).toContain("If this wasn't you");
    expect(told!.textBody).toContain('/forgot-password');
    // Another user sees only their own account.
    const other = await signUpUser(t);
    expect((await send(t, other.cookie, 'GET', '/api/creator/payout-account')).json()).toMatchObject({
      status: 'not_connected',
      heldUntil: null,
    });
  });

  it('holds payouts after the payout account changes, then pays it; a payout with no account fails', async () => {
    const creator = await enrolledCreator(t);
    const unconnected = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    await settledSale(t, product);
    await settledSale(t, await createTestProduct(t.db, unconnected.user.id));
    // Asked for before the change: the Friday run must still wait for the hold.
    const paid = (await requestPayout(t.app, creator.cookie)).json().payout;
    const unpaid = (await requestPayout(t.app, unconnected.cookie)).json().payout;
    const connected = await send(t, creator.cookie, 'POST', '/api/creator/payout-account', {
      password: creator.password,
      code: codeFor(creator.secret, 1),
    });
    const heldUntil = new Date(connected.json().account.heldUntil);

    // A new request is refused with the date it becomes possible.
    await settledSale(t, product);
    const refused = await requestPayout(t.app, creator.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'payout_account_held' });
    expect(refused.json().message).toContain(`payouts are paused until ${formatMoment(heldUntil)}`);

    // On a shared PostgreSQL another file's run may hold the claim lock (skipped) or take these payouts;
    // every test-mode run pays the same way, so the rows are what is checked.
    const settled = async (id: number, now: Date) => {
      for (let attempt = 0; ; attempt++) {
        const result = await runPayoutBatch(t, { payouts: t.payouts, now, holdDays: t.config.payouts.holdDays });
        const [row] = await t.db.select().from(payouts).where(eq(payouts.id, id));
        if ((row!.status !== 'pending' && row!.status !== 'processing') || attempt > 20) return row!;
        if (!result.skipped) await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    // Friday comes during the hold: the creator is skipped, the payout stays pending.
    await t.db
      .update(payouts)
      .set({ payoutDate: new Date(Date.now() - 60_000) })
      .where(eq(payouts.id, paid.id));
    await runPayoutBatch(t, { payouts: t.payouts, now: new Date(), holdDays: t.config.payouts.holdDays });
    expect((await t.db.select().from(payouts).where(eq(payouts.id, paid.id)))[0]!.status).toBe('pending');

    const [account] = await t.db.select().from(testPayoutAccounts).where(eq(testPayoutAccounts.userId, creator.user.id));
    expect(await settled(paid.id, new Date(heldUntil.getTime() + 60_000))).toMatchObject({
      status: 'completed',
      providerReference: `test-transfer-${paid.id}-to-${account!.accountId}`,
    });
    const failed = await settled(unpaid.id, new Date(new Date(unpaid.payoutDate).getTime() + 60_000));
    expect(failed.status).toBe('failed');
    expect(failed.notes).toContain('No payout account is connected');
    // Once the hold is over, asking is allowed again.
    const creatorRow = (await t.db.select().from(users).where(eq(users.id, creator.user.id)))[0]!;
    await expect(requestPayoutAction(t, { actor: creatorRow, now: new Date(heldUntil.getTime() + 1000) })).resolves.toMatchObject(
      {
        payout: { status: 'pending' },
      },
    );
  });

  it('confirms by an e-mailed link for an account without a password (single sign-on)', async () => {
    const owner = await singleSignOnUser(t);
    expect((await send(t, owner.cookie, 'GET', '/api/account/two-factor')).json()).toEqual({
      enrolled: false,
      confirmWith: 'email',
    });
    const setup = (body: object) => send(t, owner.cookie, 'POST', '/api/account/two-factor/setup', body);
    const bare = await setup({ password: 'anything-at-all-1' });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ code: 'reauthentication_required' });
    expect(bare.json().message).toContain('ask for a confirmation link by e-mail');

    const asked = await send(t, owner.cookie, 'POST', '/api/account/confirmation-link', { change: 'two_factor_enrolment' });
    expect(asked.statusCode).toBe(202);
    expect(asked.json().message).toContain(owner.user.email);
    const enrolmentLink = await confirmationLink(t, owner.user.email);
    expect(enrolmentLink.page).toBe('dashboard?tab=settings');
    // The link is for this account only: another signed-in account cannot use it.
    const stranger = await singleSignOnUser(t);
    const theirs = await send(t, stranger.cookie, 'POST', '/api/account/two-factor/setup', { emailToken: enrolmentLink.token });
    expect(theirs.json()).toMatchObject({ code: 'reauthentication_required' });

    const started = await setup({ emailToken: enrolmentLink.token });
    expect(started.statusCode).toBe(200);
    // Used once.
    expect((await setup({ emailToken: enrolmentLink.token })).json().message).toContain('expired or was already used');
    const secret = started.json().secret as string;
    expect((await send(t, owner.cookie, 'POST', '/api/account/two-factor/confirm', { code: codeFor(secret) })).statusCode).toBe(
      200,
    );
    expect(await latestEmail(t, owner.user.email, 'two_factor_enrolled')).toBeDefined();

    // The payout account: its own link, and the code.
    const connect = (body: object) => send(t, owner.cookie, 'POST', '/api/creator/payout-account', body);
    expect((await connect({ code: codeFor(secret, 1) })).json()).toMatchObject({ code: 'reauthentication_required' });
    await send(t, owner.cookie, 'POST', '/api/account/confirmation-link', { change: 'payout_account_change' });
    const payoutLink = await confirmationLink(t, owner.user.email);
    expect(payoutLink.page).toBe('earnings');
    // A wrong code keeps the link usable.
    expect((await connect({ code: codeFor(secret, 5), emailToken: payoutLink.token })).json().code).toBe('two_factor_invalid');
    const connected = await connect({ code: codeFor(secret, 1), emailToken: payoutLink.token });
    expect(connected.statusCode).toBe(200);
    expect(connected.json().account).toMatchObject({ status: 'active', confirmWith: 'email', heldUntil: expect.any(String) });
    expect(await latestEmail(t, owner.user.email, 'payout_account_changed')).toBeDefined();

    // An account with a password confirms with it, not a link.
    const withPassword = await signUpUser(t);
    const refused = await send(t, withPassword.cookie, 'POST', '/api/account/confirmation-link', {
      change: 'two_factor_enrolment',
    });
    expect(refused.statusCode).toBe(409);
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
      confirmWith: 'password',
      heldUntil: null,
    });
    const { password } = creator;
    const first = await send(s, creator.cookie, 'POST', '/api/creator/payout-account', {
      password,
      code: codeFor(creator.secret, 1),
    });
    expect(first.statusCode).toBe(200);
    const [user] = await s.db.select().from(users).where(eq(users.id, creator.user.id));
    const accountId = user!.stripeAccountId!;
    expect(accountId).toMatch(/^acct_fake_/);
    expect(first.json()).toEqual({
      account: {
        mode: 'stripe',
        status: 'pending',
        twoFactorEnrolled: true,
        confirmWith: 'password',
        heldUntil: expect.any(String),
      },
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
    const reused = await send(s, creator.cookie, 'POST', '/api/creator/payout-account', {
      password,
      code: codeFor(creator.secret, 1),
    });
    expect(reused.json().code).toBe('two_factor_invalid');
    // A later code (as if a minute had passed): the second link is for the same account.
    await s.db.update(twoFactorSecrets).set({ lastUsedStep: null }).where(eq(twoFactorSecrets.userId, creator.user.id));
    const second = await send(s, creator.cookie, 'POST', '/api/creator/payout-account', {
      password,
      code: codeFor(creator.secret),
    });
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
