import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { send } from './commerce.js';
import { STRONG_PASSWORD } from './factories.js';
import type { TestApp } from './test-app.js';

/** The code the user's authenticator app shows `stepsAhead` 30-second steps from now. */
export function codeFor(secret: string, stepsAhead = 0) {
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Enrols the signed-in user (whose password it is) in two-factor verification; answers the secret their app holds. */
export async function enrolTwoFactor(t: TestApp, cookie: string, password = STRONG_PASSWORD) {
  const setup = (await send(t, cookie, 'POST', '/api/account/two-factor/setup', { password })).json();
  const confirmed = await send(t, cookie, 'POST', '/api/account/two-factor/confirm', { code: codeFor(setup.secret) });
  expect(confirmed.json()).toMatchObject({ enrolled: true });
  return setup.secret as string;
}
