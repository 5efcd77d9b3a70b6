import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema/catalog.js';
import { createProduct } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CATALOG_CACHE_SECONDS: '60' });
});
afterAll(async () => {
  await t.app.close();
});

describe('catalogue answers cache', () => {
  it('answers a repeated product page from the cache, as JSON', async () => {
    const { product } = await createProduct(t.db, { title: 'Moonlit breath practice' });
    const first = await t.app.inject({ url: `/api/products/${product.id}` });
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    await t.db.update(products).set({ title: 'Renamed behind the cache' }).where(eq(products.id, product.id));
    const second = await t.app.inject({ url: `/api/products/${product.id}` });
    expect(second.json().title).toBe('Moonlit breath practice');
  });

  it('answers the stats strip from the cache too', async () => {
    const first = (await t.app.inject({ url: '/api/stats' })).json();
    await createProduct(t.db, { title: 'Counted after the cache expires' });
    expect((await t.app.inject({ url: '/api/stats' })).json()).toEqual(first);
  });

  it('keeps different queries apart', async () => {
    const page1 = (await t.app.inject({ url: '/api/products?pageSize=2&page=1' })).json();
    const page2 = (await t.app.inject({ url: '/api/products?pageSize=2&page=2' })).json();
    expect(page1).toHaveLength(2);
    expect(page2[0].id).not.toBe(page1[0].id);
  });
});
