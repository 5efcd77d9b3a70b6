import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/contract/endpoint.js';
import { api } from '../../src/contract/endpoints/index.js';
import { createTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
    const missing = entries.filter(({ entry }) => !t.app.hasRoute({ method: entry.method, url: entry.path }));
    expect(missing.map(({ name }) => name)).toEqual([]);
  });
});
