import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/** A minimal OpenID Connect provider on 127.0.0.1: discovery, keys, and a token endpoint issuing signed ID tokens. */
function startFakeProvider(identity: Record<string, unknown>) {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' };
  const tokenRequests: URLSearchParams[] = [];
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  let issuer = '';
  const server = http.createServer((request, response) => {
    const send = (body: object) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') {
      return send({
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    }
    if (request.url === '/jwks') return send({ keys: [jwk] });
    if (request.url === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        tokenRequests.push(new URLSearchParams(body));
        const now = Math.floor(Date.now() / 1000);
        const header = base64url({ alg: 'RS256', typ: 'JWT', kid: 'k1' });
        const claims = base64url({ iss: issuer, aud: 'soul-market', iat: now, exp: now + 300, ...identity });
        const signature = crypto.sign('sha256', Buffer.from(`${header}.${claims}`), privateKey).toString('base64url');
        send({ access_token: 'at', token_type: 'Bearer', expires_in: 300, id_token: `${header}.${claims}.${signature}` });
      });
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  return new Promise<{ issuer: string; tokenRequests: URLSearchParams[]; close(): void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({ issuer, tokenRequests, close: () => server.close() });
    });
  });
}

const email = uniqueEmail('oidc');
let provider: Awaited<ReturnType<typeof startFakeProvider>>;
let t: TestApp;

beforeAll(async () => {
  provider = await startFakeProvider({
    sub: `subject-${email}`,
    email,
    email_verified: true,
    // Direction characters the provider lets through are left out of the names kept (shown as "Iris Vale").
    given_name: '\u202eIris',
    family_name: 'Vale\u2069',
  });
  t = await createTestApp({
    OIDC_ISSUER_URL: provider.issuer,
    OIDC_CLIENT_ID: 'soul-market',
    OIDC_CLIENT_SECRET: 'secret',
    OIDC_DISPLAY_NAME: 'Test ID',
  });
});
afterAll(async () => {
  await t.app.close();
  provider.close();
});

async function startSignIn(returnTo: string) {
  const start = await t.app.inject({ url: `/api/auth/oidc?returnTo=${encodeURIComponent(returnTo)}` });
  expect(start.statusCode).toBe(302);
  const authorize = new URL(start.headers.location as string);
  const stateCookie = (start.headers['set-cookie'] as string).split(';')[0]!;
  return { authorize, stateCookie };
}

describe('OpenID Connect sign-in', () => {
  it('offers the provider on the sign-in page', async () => {
    expect((await t.app.inject({ url: '/api/auth/options' })).json()).toEqual({ oidc: { displayName: 'Test ID' } });
  });

  it('sends the user to the provider with PKCE, then signs them in and returns them where they were', async () => {
    const { authorize, stateCookie } = await startSignIn('/product/3');
    expect(authorize.origin + authorize.pathname).toBe(`${provider.issuer}/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:80/api/auth/oidc/callback');
    const state = authorize.searchParams.get('state')!;

    const callback = await t.app.inject({
      url: `/api/auth/oidc/callback?code=the-code&state=${state}`,
      headers: { cookie: stateCookie },
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/product/3');
    const tokenRequest = provider.tokenRequests.at(-1)!;
    expect(tokenRequest.get('code')).toBe('the-code');
    expect(tokenRequest.get('code_verifier')).toMatch(/^[\w-]{43,}$/);

    const cookie = sessionCookieFrom(callback.headers['set-cookie']);
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie } });
    expect(me.json()).toMatchObject({ email, firstName: 'Iris', lastName: 'Vale' });
  });

  it('signs the same person into the same account the next time', async () => {
    const ids = [];
    for (let i = 0; i < 2; i++) {
      const { authorize, stateCookie } = await startSignIn('/');
      const callback = await t.app.inject({
        url: `/api/auth/oidc/callback?code=c${i}&state=${authorize.searchParams.get('state')}`,
        headers: { cookie: stateCookie },
      });
      const me = await t.app.inject({
        url: '/api/auth/user',
        headers: { cookie: sessionCookieFrom(callback.headers['set-cookie']) },
      });
      ids.push(me.json().id);
    }
    expect(ids[0]).toBe(ids[1]);
  });

  it('returns to this site only, however the page to return to was written', async () => {
    for (const returnTo of ['/\t/evil.example', '//evil.example', '/\\evil.example', 'https://evil.example/']) {
      const { authorize, stateCookie } = await startSignIn(returnTo);
      const callback = await t.app.inject({
        url: `/api/auth/oidc/callback?code=c&state=${authorize.searchParams.get('state')}`,
        headers: { cookie: stateCookie },
      });
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location, returnTo).toBe('/');
    }
  });

  it('refuses a callback whose state did not start in this browser, or is replayed', async () => {
    const { authorize, stateCookie } = await startSignIn('/');
    const state = authorize.searchParams.get('state')!;
    const foreign = await t.app.inject({ url: `/api/auth/oidc/callback?code=x&state=${state}` });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('did not start in this browser');

    expect(
      (await t.app.inject({ url: `/api/auth/oidc/callback?code=x&state=${state}`, headers: { cookie: stateCookie } })).statusCode,
    ).toBe(302);
    const replay = await t.app.inject({ url: `/api/auth/oidc/callback?code=x&state=${state}`, headers: { cookie: stateCookie } });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toContain('expired');
  });
});
