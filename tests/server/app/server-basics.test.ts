import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('server basics', () => {
  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('lists the eighteen categories with the ids the footer links use', async () => {
    const response = await t.app.inject({ url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    const categories = response.json() as { id: number; name: string; slug: string; description: string }[];
    expect(categories).toHaveLength(18);
    const byId = new Map(categories.map((c) => [c.id, c.name]));
    expect(byId.get(10)).toBe('Frequency Music');
    expect(byId.get(11)).toBe('Meditation Apps');
    expect(byId.get(12)).toBe('Healing Tools');
    expect(byId.get(13)).toBe('Sacred Templates');
    for (const category of categories) expect(Object.keys(category).sort()).toEqual(['description', 'id', 'name', 'slug']);
  });

  it('answers unknown API paths with the one error body', async () => {
    const response = await t.app.inject({ url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'No route for GET /api/nothing-here' });
  });

  it('answers malformed JSON with a 400 in the one error body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:80' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', message: expect.any(String) });
  });

  it('sends security headers and a request id', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toBe('trace-123');
  });
});
