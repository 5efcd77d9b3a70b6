import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { product as productAnswer, productList } from '../../../src/contract/catalog.js';
import { users } from '../../../src/server/db/schema/auth.js';
import { categories, products } from '../../../src/server/db/schema/catalog.js';
import { createProductTexts } from '../../../src/server/features/catalog/product-texts.js';
import { createProduct, uniqueWord } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

/**
 * List, search and product answers reuse each product's JSON text while its rows are unchanged (decision 036).
 * With the answer cache off (the test app's default), every change must show on the very next request.
 */

let t: TestApp;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp();
  categoryId = 1000 + crypto.randomInt(1_000_000);
  await t.db.insert(categories).values({ id: categoryId, name: 'Breathwork', slug: `breathwork-${categoryId}` });
});
afterAll(async () => {
  // Other tests count the catalogue's categories: this one's goes, with its products.
  await t.db.delete(products).where(eq(products.categoryId, categoryId));
  await t.db.delete(categories).where(eq(categories.id, categoryId));
  await t.app.close();
});

/** The product as the category listing, a search for its word and its own page show it, each asked twice. */
async function shownTwice(word: string, productId: number) {
  const shown = [];
  for (const url of [`/api/products?category=${categoryId}`, `/api/products?search=${word}`]) {
    for (let i = 0; i < 2; i++) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      shown.push(productList.parse(response.json()).find((p) => p.id === productId));
    }
  }
  for (let i = 0; i < 2; i++) {
    const response = await t.app.inject({ url: `/api/products/${productId}` });
    expect([200, 404]).toContain(response.statusCode);
    shown.push(response.statusCode === 200 ? productAnswer.parse(response.json()) : undefined);
  }
  return shown;
}

describe('product texts reused in list, search and product answers', () => {
  it('shows a change to the product, its creator or its category on the next request', async () => {
    const word = uniqueWord();
    const { product, creator } = await createProduct(t.db, { title: `Box breathing ${word}`, categoryId });
    const before = await shownTwice(word, product.id);
    expect(before.map((p) => p?.title)).toEqual(Array(6).fill(`Box breathing ${word}`));

    await t.db.update(products).set({ priceCents: 1500, salesCount: 3 }).where(eq(products.id, product.id));
    const repriced = await shownTwice(word, product.id);
    expect(repriced.map((p) => [p?.price, p?.salesCount])).toEqual(Array(6).fill(['15.00', 3]));

    await t.db.update(users).set({ firstName: 'Juniper' }).where(eq(users.id, creator.id));
    const renamedCreator = await shownTwice(word, product.id);
    expect(renamedCreator.map((p) => p?.creator.firstName)).toEqual(Array(6).fill('Juniper'));

    await t.db.update(categories).set({ name: 'Breath and body' }).where(eq(categories.id, categoryId));
    const renamedCategory = await shownTwice(word, product.id);
    expect(renamedCategory.map((p) => p?.category.name)).toEqual(Array(6).fill('Breath and body'));
  });

  it('leaves out a product that is no longer published', async () => {
    const word = uniqueWord();
    const { product } = await createProduct(t.db, { title: `Alternate nostril ${word}`, categoryId });
    expect((await shownTwice(word, product.id)).every((p) => p?.id === product.id)).toBe(true);

    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, product.id));
    expect(await shownTwice(word, product.id)).toEqual(Array(6).fill(undefined));
  });

  it('keeps texts within their character bound, and still answers every product of a larger page', async () => {
    const word = uniqueWord();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) {
      const { product } = await createProduct(t.db, {
        title: `Long read ${word} ${i}`,
        description: `A slow morning practice. `.repeat(150),
        categoryId,
      });
      ids.push(product.id);
    }
    const oneText = (await createProductTexts().idsJson(t.db, ids.slice(0, 1))).length - 2;
    // Room for two and a half texts: a page of six is still answered whole, and only the newest stay.
    const texts = createProductTexts({ texts: 100, chars: Math.floor(oneText * 2.5) });
    for (let round = 0; round < 2; round++) {
      const page = productList.parse(JSON.parse(await texts.idsJson(t.db, ids)));
      expect(page.map((p) => p.id)).toEqual(ids);
      expect(texts.size()).toEqual({ texts: 2, chars: expect.any(Number) });
      expect(texts.size().chars).toBeLessThanOrEqual(oneText * 2.5);
    }
  });
});
