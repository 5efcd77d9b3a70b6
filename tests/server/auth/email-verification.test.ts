import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/auth.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { payouts } from '../../../src/server/db/schema/payouts.js';
import { runPayoutBatch } from '../../../src/server/features/payouts/run-payout-batch.js';
import { send } from '../../helpers/commerce.js';
import { signUpUser, uniqueEmail } from '../../helpers/factories.js';
import { latestEmail, linkToken } from '../../helpers/outbox.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const me = async (cookie: string) => (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json();
const verify = (token: string) => send(t, '', 'POST', '/api/auth/verify-email', { token });
const tokenOf = (email: string) => linkToken(t, email, 'email_verification', '/verify-email');
const resend = (cookie: string) => send(t, cookie, 'POST', '/api/auth/verify-email/resend', {});

/**
 * An account whose address is not verified: one made before sign-up verified addresses through its
 * e-mailed link (docs/decisions/033).
 */
async function unverifiedUser(overrides: { firstName?: string } = {}) {
  const user = await signUpUser(t, overrides);
  await t.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.user.id));
  return user;
}

/** Asks for a link and follows it, as the owner would from the earnings page. */
async function verifyThroughLink(user: { cookie: string; email: string }) {
  expect((await resend(user.cookie)).statusCode).toBe(202);
  expect((await verify(await tokenOf(user.email))).statusCode).toBe(200);
}

describe('e-mail verification', () => {
  it('needs nothing after sign-up: its e-mailed link proved the address', async () => {
    const user = await signUpUser(t);
    expect((await me(user.cookie)).emailVerified).toBe(true);
    expect((await resend(user.cookie)).statusCode).toBe(409);
  });

  it('e-mails an unverified account a link on request; the link verifies the address once', async () => {
    const user = await unverifiedUser({ firstName: 'Juniper' });
    expect((await me(user.cookie)).emailVerified).toBe(false);
    expect((await resend(user.cookie)).statusCode).toBe(202);
    const sent = await latestEmail(t, user.email, 'email_verification');
    expect(sent).toMatchObject({ subject: 'Confirm your e-mail address for Soul Market', userId: user.user.id });
    expect(sent!.textBody).toContain('Hello Juniper,');

    const token = await tokenOf(user.email);
    const verified = await verify(token);
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ message: `Thank you: ${user.email} is verified.` });
    expect((await me(user.cookie)).emailVerified).toBe(true);
    const again = await verify(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('expired or was already used');
  });

  it('does nothing for a link sent to an address the account no longer uses', async () => {
    const user = await unverifiedUser();
    await resend(user.cookie);
    const token = await tokenOf(user.email);
    await t.db
      .update(users)
      .set({ email: uniqueEmail('moved') })
      .where(eq(users.id, user.user.id));
    expect((await verify(token)).statusCode).toBe(400);
    expect((await me(user.cookie)).emailVerified).toBe(false);
  });

  it('resends the link to a signed-in, unverified user, a few times an hour, and not once verified', async () => {
    expect((await send(t, '', 'POST', '/api/auth/verify-email/resend', {})).statusCode).toBe(401);
    const user = await unverifiedUser();
    await resend(user.cookie);
    const first = await tokenOf(user.email);
    const resent = await resend(user.cookie);
    expect(resent.statusCode).toBe(202);
    expect(resent.json().message).toContain(`We sent a new link to ${user.email}`);
    const second = await tokenOf(user.email);
    expect(second).not.toBe(first);
    for (let i = 0; i < 3; i++) await resend(user.cookie);
    expect((await resend(user.cookie)).statusCode).toBe(429);
    const queued = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.kind, 'email_verification')));
    expect(queued).toHaveLength(5);

    // Any unused link still verifies.
    expect((await verify(first)).statusCode).toBe(200);
    const done = await resend(user.cookie);
    expect(done.statusCode).toBe(409);
  });
});

describe('payouts need a verified address', () => {
  it('refuses an unverified creator the payout account and a payout request, with a clear message', async () => {
    const creator = await unverifiedUser();
    const connect = await send(t, creator.cookie, 'POST', '/api/creator/payout-account', { code: '123456' });
    expect(connect.statusCode).toBe(403);
    expect(connect.json()).toEqual({
      code: 'email_not_verified',
      message: `Verify your e-mail address before you can be paid: open the link we sent to ${creator.email}, or send a new one from the Earnings page.`,
    });
    const payout = await send(t, creator.cookie, 'POST', '/api/creator/request-payout', {});
    expect(payout.statusCode).toBe(403);
    expect(payout.json().code).toBe('email_not_verified');

    await verifyThroughLink(creator);
    // Verified, the next rule answers: two-factor enrolment.
    const next = await send(t, creator.cookie, 'POST', '/api/creator/payout-account', { code: '123456' });
    expect(next.json().code).toBe('two_factor_required');
  });

  it('holds a due payout of an unverified creator in the payout run until the address is verified', async () => {
    const creator = await unverifiedUser();
    const due = new Date(Date.now() - 60_000);
    const [payout] = await t.db
      .insert(payouts)
      .values({ creatorId: creator.user.id, amountCents: 2500, status: 'pending', payoutDate: due })
      .returning();
    const never = { send: async () => ({ ok: true as const, reference: 'never' }) };
    const held = await runPayoutBatch(t, { payouts: never, now: new Date(), holdDays: 0 });
    expect(held.completed).not.toContain(payout!.id);
    expect((await t.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]!.status).toBe('pending');

    await verifyThroughLink(creator);
    await t.db.update(payouts).set({ amountCents: 0 }).where(eq(payouts.id, payout!.id));
    const run = await runPayoutBatch(t, { payouts: never, now: new Date(), holdDays: 0 });
    // Claimed now (cancelled: this creator has no earnings), where before it was left alone.
    expect([...run.completed, ...run.cancelled, ...run.reduced]).toContain(payout!.id);
  });
});
