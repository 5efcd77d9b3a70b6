import fs from 'node:fs';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema/catalog.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { multipart } from '../../helpers/multipart.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const fields = {
  title: 'Evening Wind-Down',
  description: 'A short practice for the end of the day, to let the mind settle before sleep.',
  price: '9.00',
  categoryId: '12',
};
const TEXT = 'Breathe in for four, hold for four, out for six. Repeat ten times.\n'.repeat(50);

const storedFiles = () => new Set(fs.readdirSync(t.config.filesDir));
async function productCount(creatorId: number) {
  const [row] = await t.db.select({ n: count() }).from(products).where(eq(products.creatorId, creatorId));
  return row!.n;
}
const openDescriptors = () => fs.readdirSync('/proc/self/fd').length;

function post(cookie: string, headers: Record<string, string>, payload: string | Buffer) {
  return t.app.inject({ method: 'POST', url: '/api/products', headers: { ...headers, origin: TEST_ORIGIN, cookie }, payload });
}

describe('malformed upload bodies', () => {
  it('answers 400 to a body that ends before its closing boundary, and leaves no file or descriptor behind', async () => {
    const creator = await signUpUser(t);
    const { headers, payload } = multipart(fields, { fileName: 'wind-down.txt', content: TEXT, contentType: 'text/plain' });
    const body = payload as Buffer;
    // Cut inside the file part: the body ends without the final boundary.
    const cut = body.subarray(0, body.length - 200);
    const before = storedFiles();
    const descriptorsBefore = openDescriptors();
    for (let i = 0; i < 5; i += 1) {
      const response = await post(creator.cookie, headers, cut);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('bad_request');
    }
    expect(await productCount(creator.user.id)).toBe(0);
    expect([...storedFiles()].filter((name) => !before.has(name))).toEqual([]);
    expect(openDescriptors()).toBeLessThanOrEqual(descriptorsBefore);
  });

  it('answers 400 to a body cut before the file part starts', async () => {
    const creator = await signUpUser(t);
    const { headers, payload } = multipart(fields, { fileName: 'wind-down.txt', content: TEXT, contentType: 'text/plain' });
    const cut = (payload as Buffer).subarray(0, 120);
    const response = await post(creator.cookie, headers, cut);
    expect(response.statusCode).toBe(400);
    expect(await productCount(creator.user.id)).toBe(0);
  });

  it('answers 400 to a multipart body without a boundary or with a different one', async () => {
    const creator = await signUpUser(t);
    const { headers, payload } = multipart(fields, { fileName: 'wind-down.txt', content: TEXT, contentType: 'text/plain' });
    const missing = await post(creator.cookie, { 'content-type': 'multipart/form-data' }, payload as Buffer);
    expect(missing.statusCode).toBe(400);
    const wrong = await post(creator.cookie, { 'content-type': 'multipart/form-data; boundary=not-the-one' }, payload as Buffer);
    expect(wrong.statusCode).toBe(400);
    const empty = await post(creator.cookie, headers, '');
    expect(empty.statusCode).toBe(400);
    expect(await productCount(creator.user.id)).toBe(0);
  });
});
