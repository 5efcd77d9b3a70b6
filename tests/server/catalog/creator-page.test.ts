import crypto from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creatorPage, productList } from '../../../src/contract/catalog.js';
import { users } from '../../../src/server/db/schema/auth.js';
import { categories, products } from '../../../src/server/db/schema/catalog.js';
import { purchases } from '../../../src/server/db/schema/commerce.js';
import { buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import { createProduct, productValues, signUpUser, TEST_ORIGIN, uniqueWord } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
// The categories made for More like this: other tests count the catalogue's categories.
const madeCategories: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.db.delete(products).where(inArray(products.categoryId, madeCategories));
  await t.db.delete(categories).where(inArray(categories.id, madeCategories));
  await t.app.close();
});

const readCreator = (id: number | string) => t.app.inject({ url: `/api/creators/${id}` });
const putBio = (cookie: string, bio: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/creator/profile', headers: { origin: TEST_ORIGIN, cookie }, payload: { bio } });

describe('GET /api/creators/:id', () => {
  it('answers 404 for an unknown id, a text that is no id, a buyer, and a creator without a published product', async () => {
    const buyer = await signUpUser(t);
    const { creator: onlyArchived } = await createProduct(t.db, { status: 'archived' });
    const { creator: suspended } = await createProduct(t.db, { creator: { suspendedAt: new Date() } });
    for (const id of [2_000_000_000, 'abc', buyer.user.id, onlyArchived.id, suspended.id]) {
      const answer = await readCreator(id);
      expect(answer.statusCode, `creator ${id}`).toBe(404);
      expect(answer.json()).toMatchObject({ code: 'not_found' });
    }
  });

  it('shows the name, bio, month joined and the published product, never an archived one', async () => {
    const creator = await signUpUser(t, { firstName: 'Juniper', lastName: 'Hale' });
    const published = await createProductWithFile(t, { creatorId: creator.user.id, title: 'Tide Breathing' });
    const archived = await createProductWithFile(t, { creatorId: creator.user.id, title: 'Old Tide', status: 'archived' });
    await t.db.update(users).set({ bio: 'I teach slow breathing.' }).where(eq(users.id, creator.user.id));

    const answer = await readCreator(creator.user.id);
    expect(answer.statusCode).toBe(200);
    const page = creatorPage.parse(answer.json());
    expect(page).toMatchObject({
      id: creator.user.id,
      firstName: 'Juniper',
      lastName: 'Hale',
      bio: 'I teach slow breathing.',
      averageRating: null,
      reviewCount: 0,
    });
    expect(new Date(page.joinedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(page.products.map((p) => p.id)).toEqual([published.id]);
    expect(page.products.map((p) => p.id)).not.toContain(archived.id);
  });

  it('rates the creator from verified reviews only: a review whose purchase was refunded does not count', async () => {
    const creator = await signUpUser(t);
    const product = await createProductWithFile(t, { creatorId: creator.user.id });
    const reviewers = [await signUpUser(t), await signUpUser(t)];
    for (const [index, reviewer] of reviewers.entries()) {
      await buyProducts(t, reviewer.cookie, [product.id]);
      const written = await send(t, reviewer.cookie, 'POST', `/api/products/${product.id}/reviews`, {
        rating: index === 0 ? 4 : 1,
      });
      expect(written.statusCode).toBe(201);
    }
    expect(creatorPage.parse((await readCreator(creator.user.id)).json())).toMatchObject({ averageRating: 2.5, reviewCount: 2 });

    // The second purchase no longer stands, though its review row is still there: it is no verified review.
    await t.db.update(purchases).set({ status: 'refunded' }).where(eq(purchases.userId, reviewers[1]!.user.id));
    expect(creatorPage.parse((await readCreator(creator.user.id)).json())).toMatchObject({ averageRating: 4, reviewCount: 1 });
  });
});

describe('PUT /api/creator/profile', () => {
  it('saves a trimmed bio the creator page then shows', async () => {
    const creator = await signUpUser(t);
    await createProductWithFile(t, { creatorId: creator.user.id });
    const saved = await putBio(creator.cookie, '  Sound healer in Bristol.  ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ bio: 'Sound healer in Bristol.' });
    const read = await t.app.inject({ url: '/api/creator/profile', headers: { cookie: creator.cookie } });
    expect(read.json()).toEqual({ bio: 'Sound healer in Bristol.' });
    expect((await readCreator(creator.user.id)).json()).toMatchObject({ bio: 'Sound healer in Bristol.' });
  });

  it('refuses a bio over 300 characters, one that changes text direction, and a signed-out request, saving nothing', async () => {
    const creator = await signUpUser(t);
    expect((await putBio(creator.cookie, 'Kept.')).statusCode).toBe(200);

    const tooLong = await putBio(creator.cookie, 'a'.repeat(301));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'validation_failed', fields: { bio: 'A bio may be at most 300 characters' } });
    expect((await putBio(creator.cookie, 'a'.repeat(300))).statusCode).toBe(200);
    expect((await putBio(creator.cookie, 'Kept.')).statusCode).toBe(200);

    const disguised = await putBio(creator.cookie, 'Calm \u202efdp.exe');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().fields.bio).toMatch(/text direction/);

    const signedOut = await t.app.inject({
      method: 'PUT',
      url: '/api/creator/profile',
      headers: { origin: TEST_ORIGIN },
      payload: { bio: 'x' },
    });
    expect(signedOut.statusCode).toBe(401);
    const [row] = await t.db.select({ bio: users.bio }).from(users).where(eq(users.id, creator.user.id));
    expect(row!.bio).toBe('Kept.');
  });
});

describe('GET /api/products/:id/related', () => {
  /** A category no other test or the demo catalogue uses. */
  async function freshCategory() {
    const id = 100_000 + crypto.randomInt(1_000_000);
    await t.db.insert(categories).values({ id, name: `Category ${id}`, slug: `category-${id}` });
    madeCategories.push(id);
    return id;
  }
  const related = async (productId: number) => {
    const answer = await t.app.inject({ url: `/api/products/${productId}/related` });
    expect(answer.statusCode).toBe(200);
    return productList.parse(answer.json()).map((p) => p.id);
  };

  it('lists other published products of the same category or sharing a tag, never itself, archived or unrelated ones', async () => {
    const [home, other] = [await freshCategory(), await freshCategory()];
    const tag = uniqueWord();
    const { product: source } = await createProduct(t.db, { categoryId: home, tags: [tag, uniqueWord()] });
    const { product: sameCategory } = await createProduct(t.db, { categoryId: home, tags: [uniqueWord()] });
    const { product: sharesTag } = await createProduct(t.db, { categoryId: other, tags: [tag] });
    const { product: both } = await createProduct(t.db, { categoryId: home, tags: [tag] });
    await createProduct(t.db, { categoryId: home, tags: [tag], status: 'archived' });
    await createProduct(t.db, { categoryId: other, tags: [uniqueWord()] });

    // The one sharing both the category and a tag first.
    const ids = await related(source.id);
    expect(ids[0]).toBe(both.id);
    expect(ids.toSorted()).toEqual([both.id, sameCategory.id, sharesTag.id].toSorted());
  });

  it('answers at most 4, and nothing for a product with no neighbours', async () => {
    const home = await freshCategory();
    const { product: source } = await createProduct(t.db, { categoryId: home, tags: [uniqueWord()] });
    const { creator } = await createProduct(t.db, { categoryId: await freshCategory(), tags: [uniqueWord()] });
    const [alone] = await t.db.select({ id: products.id }).from(products).where(eq(products.creatorId, creator.id));
    expect(await related(alone!.id)).toEqual([]);
    for (let index = 0; index < 5; index++) await createProduct(t.db, { categoryId: home });
    const ids = await related(source.id);
    expect(ids).toHaveLength(4);
    expect(ids).not.toContain(source.id);
  });

  it('answers 404 for a product that is not published', async () => {
    const { creator } = await createProduct(t.db);
    const [archived] = await t.db
      .insert(products)
      .values(productValues(creator.id, { status: 'archived' }))
      .returning();
    expect((await t.app.inject({ url: `/api/products/${archived!.id}/related` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/products/abc/related' })).statusCode).toBe(404);
  });
});
