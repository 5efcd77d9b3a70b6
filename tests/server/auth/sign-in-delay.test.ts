import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFailures } from '../../../src/server/db/schema/auth.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { hashToken } from '../../../src/server/lib/link-token.js';
import { signIn } from '../../../src/server/features/auth/sign-in.js';
import { linkToken } from '../../helpers/outbox.js';
import { signUpUser, STRONG_PASSWORD, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const WRONG = 'not-the-password-1';
// A different network address for each try, as a botnet spreads them (TEST-NET-2).
let nextAddress = 0;
const attempt = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    remoteAddress: `198.51.100.${(nextAddress++ % 7) + 1}`,
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });

/** The sign-in action at a later moment (the clock moved on), from the next address. */
const signInAt = (email: string, password: string, now: Date) =>
  signIn(t, { email, password, ip: `198.51.100.${(nextAddress++ % 7) + 1}`, rule: { limit: 10, windowMs: 15 * 60_000 }, now });

const slowedEmails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'sign_in_slowed')));

describe('wrong passwords for one account, from many network addresses', () => {
  it('are slowed after five, the owner is told once, and the right password works after the wait', async () => {
    const owner = await signUpUser(t);
    const statuses: number[] = [];
    let sixth: Awaited<ReturnType<typeof attempt>> | undefined;
    for (let i = 0; i < 60; i++) {
      const response = await attempt(owner.email, WRONG);
      statuses.push(response.statusCode);
      if (i === 5) sixth = response;
    }
    // Seven addresses, under ten tries each: the per-address limits never answer; the account's own count does.
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(55).fill(429));
    expect(Number(sixth!.headers['retry-after'])).toBe(32);
    expect(sixth!.json()).toMatchObject({
      code: 'rate_limited',
      message: expect.stringContaining('Too many wrong passwords for this account. To keep it safe, please wait 32 seconds'),
    });
    // Refused tries are not counted: they neither lengthen the wait nor make it a lock-out.
    const [row] = await t.db
      .select()
      .from(signInFailures)
      .where(eq(signInFailures.emailHash, hashToken(owner.email)));
    expect(row!.failures).toBe(5);

    const told = await slowedEmails(owner.email);
    expect(told).toHaveLength(1);
    expect(told[0]!.textBody).toContain('wrong password for your account 5 times in a row');
    expect(told[0]!.textBody).toContain('Your account is not locked');

    // During the wait even the right password is refused; after it, the right password signs in.
    expect((await attempt(owner.email, STRONG_PASSWORD)).statusCode).toBe(429);
    const afterWait = new Date(row!.lastFailureAt.getTime() + 32_000);
    await expect(signInAt(owner.email, STRONG_PASSWORD, afterWait)).resolves.toMatchObject({ id: owner.user.id });
    // ...and ends the run: the next wrong password is an ordinary one.
    expect((await attempt(owner.email, WRONG)).statusCode).toBe(401);
    expect(await slowedEmails(owner.email)).toHaveLength(1);
  });

  it('makes each wait longer, up to 15 minutes, and tells the owner only once per run', async () => {
    const owner = await signUpUser(t);
    const start = Date.now();
    for (let i = 0; i < 5; i++) await signInAt(owner.email, WRONG, new Date(start + i)).catch(() => undefined);
    const at = (seconds: number) => new Date(start + 4 + seconds * 1000);
    // After five: 2^5 s; after six: 2^6 s.
    await expect(signInAt(owner.email, WRONG, at(31))).rejects.toMatchObject({ code: 'rate_limited' });
    await expect(signInAt(owner.email, WRONG, at(32))).rejects.toMatchObject({ code: 'invalid_credentials' });
    await expect(signInAt(owner.email, WRONG, at(32 + 63))).rejects.toMatchObject({
      code: 'rate_limited',
      options: { retryAfterSeconds: 1 },
    });
    await expect(signInAt(owner.email, WRONG, at(32 + 64))).rejects.toMatchObject({ code: 'invalid_credentials' });
    // Many failures later the wait stops growing at 15 minutes.
    await t.db
      .update(signInFailures)
      .set({ failures: 40 })
      .where(eq(signInFailures.emailHash, hashToken(owner.email)));
    await expect(signInAt(owner.email, WRONG, at(32 + 64))).rejects.toMatchObject({
      code: 'rate_limited',
      options: { retryAfterSeconds: 900 },
    });
    await expect(signInAt(owner.email, STRONG_PASSWORD, at(32 + 64 + 900))).resolves.toMatchObject({ id: owner.user.id });
    expect(await slowedEmails(owner.email)).toHaveLength(1);
  });

  it('answers an address without an account the same way, and e-mails no one', async () => {
    const nobody = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(nobody, WRONG)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(await slowedEmails(nobody)).toHaveLength(0);
  });

  it('ends the wait when the owner chooses a new password', async () => {
    const owner = await signUpUser(t);
    for (let i = 0; i < 5; i++) await attempt(owner.email, WRONG);
    expect((await attempt(owner.email, STRONG_PASSWORD)).statusCode).toBe(429);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset',
      headers: { origin: TEST_ORIGIN },
      payload: { email: owner.email },
    });
    expect(asked.statusCode).toBe(202);
    const token = await linkToken(t, owner.email, 'password_reset', '/reset-password');
    const newPassword = 'harbour-light-77';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password-reset/confirm',
      headers: { origin: TEST_ORIGIN },
      payload: { token, password: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt(owner.email, newPassword)).statusCode).toBe(200);
  });
});
