import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRONG_PASSWORD, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

// The per-address sign-up limit stands for every per-address limit: they all key on request.ip.
const LIMIT = 3;
const PROXY = '10.0.0.2';
let behindOneProxy: TestApp;
let behindListedProxies: TestApp;
beforeAll(async () => {
  const limit = { SIGN_UPS_PER_ADDRESS_PER_HOUR: String(LIMIT) };
  behindOneProxy = await createTestApp({ ...limit, TRUST_PROXY: '1' });
  behindListedProxies = await createTestApp({ ...limit, TRUST_PROXY: '10.0.0.0/8,127.0.0.1' });
});
afterAll(async () => {
  await behindOneProxy.app.close();
  await behindListedProxies.app.close();
});

/** A fresh documentation address (RFC 3849): limit counters of earlier runs never match it. */
const clientAddress = () => `2001:db8::${crypto.randomBytes(2).toString('hex')}:${crypto.randomBytes(2).toString('hex')}`;
/** What a client writes into X-Forwarded-For itself, different on every request. */
const madeUpAddress = () => `198.51.100.${crypto.randomInt(1, 255)}`;

const signUpThrough = (t: TestApp, socketAddress: string, forwardedFor?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up',
    remoteAddress: socketAddress,
    headers: { origin: TEST_ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { firstName: 'Maya', lastName: 'Rivers', email: uniqueEmail('proxy'), password: STRONG_PASSWORD },
  });

async function statusesOf(count: number, send: () => Promise<{ statusCode: number }>) {
  const statuses = [];
  for (let i = 0; i < count; i++) statuses.push((await send()).statusCode);
  return statuses;
}
const limitedAfter = (allowed: number) => [...Array(allowed).fill(202), 429];

describe('client address behind one proxy (TRUST_PROXY=1)', () => {
  it('limits a client rotating its own X-Forwarded-For on the address the proxy added', async () => {
    const client = clientAddress();
    // The proxy appends the address it saw after whatever the client wrote.
    const send = () => signUpThrough(behindOneProxy, PROXY, `${madeUpAddress()}, ${client}`);
    expect(await statusesOf(LIMIT + 1, send)).toEqual(limitedAfter(LIMIT));
    // Another client behind the same proxy keeps its own allowance.
    expect((await signUpThrough(behindOneProxy, PROXY, `${madeUpAddress()}, ${clientAddress()}`)).statusCode).toBe(202);
  });
});

describe('client address behind listed proxies (TRUST_PROXY=10.0.0.0/8,127.0.0.1)', () => {
  it('takes the first address no listed proxy added', async () => {
    const client = clientAddress();
    // Two listed proxies in a row: the client's own entry is skipped, the one the outer proxy saw is kept.
    const send = () => signUpThrough(behindListedProxies, PROXY, `${madeUpAddress()}, ${client}, 10.1.2.3`);
    expect(await statusesOf(LIMIT + 1, send)).toEqual(limitedAfter(LIMIT));
  });

  it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
    const direct = clientAddress();
    const send = () => signUpThrough(behindListedProxies, direct, `${madeUpAddress()}, ${clientAddress()}`);
    expect(await statusesOf(LIMIT + 1, send)).toEqual(limitedAfter(LIMIT));
  });
});
