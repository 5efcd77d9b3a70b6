import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../../src/contract/endpoint.js';
import { api } from '../../../src/contract/endpoints/index.js';
import { buildApp } from '../../../src/server/app.js';
import { createTestApp, type TestApp, testConfig } from '../../helpers/test-app.js';

let t: TestApp;
// Every API route the server registers, as "METHOD path" (HEAD is Fastify's own twin of each GET).
const registered: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // With single sign-on configured, so that its routes are registered too (the issuer is not asked until a sign-in).
  const oidc = { OIDC_ISSUER_URL: 'https://id.test.example', OIDC_CLIENT_ID: 'soul-market', OIDC_CLIENT_SECRET: 'secret' };
  const app = await buildApp({
    ...t,
    config: testConfig(oidc),
    serveWeb: false,
    onRoute: (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && /^\/(?:api\/|healthz|readyz)/.test(route.url)) registered.push(`${method} ${route.url}`);
      }
    },
  });
  await app.ready();
  await app.close();
});
afterAll(async () => {
  await t.app.close();
});

const entries = Object.entries(api).flatMap(([feature, table]) =>
  Object.entries(table as Record<string, Endpoint>).map(([name, entry]) => ({ name: `${feature}.${name}`, entry })),
);

describe('the endpoint table', () => {
  it('names every entry once, by method and path', () => {
    const keys = entries.map(({ entry }) => `${entry.method} ${entry.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has the server answer every entry it lists', () => {
    const missing = entries.filter(({ entry }) => !registered.includes(`${entry.method} ${entry.path}`));
    expect(missing.map(({ name }) => name)).toEqual([]);
  });

  it('lists every API route the server has', () => {
    const listed = new Set(entries.map(({ entry }) => `${entry.method} ${entry.path}`));
    expect(registered.filter((route) => !listed.has(route))).toEqual([]);
    expect(registered.length).toBeGreaterThan(50);
  });
});
