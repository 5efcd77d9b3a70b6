import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelFor } from '../../../src/server/features/creator/creator-levels.js';
import { buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import { productValues, signUpUser } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { products } from '../../../src/server/db/schema/catalog.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const levelOf = async (cookie: string) => {
  const answer = await t.app.inject({ url: '/api/creator/level', headers: { cookie } });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};
const badge = (answer: { badges: { id: string; earned: boolean; current: number }[] }, id: string) =>
  answer.badges.find((b) => b.id === id)!;

/** A signed-up creator with one published product at `priceCents`. */
async function creatorWithProduct(priceCents = 1200) {
  const creator = await signUpUser(t);
  const product = await createProductWithFile(t, { creatorId: creator.user.id, priceCents });
  return { creator, product };
}

/** Each rating: a new buyer buys the product and reviews it with that rating. Answers the review ids. */
async function reviewedBy(productId: number, ratings: number[]) {
  const ids: number[] = [];
  for (const rating of ratings) {
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [productId]);
    const review = await send(t, buyer.cookie, 'POST', `/api/products/${productId}/reviews`, { rating });
    expect(review.statusCode).toBe(201);
    ids.push(review.json().id);
  }
  return ids;
}

describe('creator levels', () => {
  it('needs sign-in', async () => {
    expect((await t.app.inject({ url: '/api/creator/level' })).statusCode).toBe(401);
  });

  it('is level 0 before the first sale, with the five levels still to reach', async () => {
    const { creator } = await creatorWithProduct();
    const answer = await levelOf(creator.cookie);
    expect(answer).toMatchObject({ level: 0, name: null, netSales: '0.00', progressToNext: 0 });
    expect(answer.next).toEqual({ level: 1, name: 'Apprentice', threshold: '0.00' });
    expect(answer.levels.map((l: { name: string }) => l.name)).toEqual([
      'Apprentice',
      'Practitioner',
      'Master',
      'Oracle',
      'Soul Sage',
    ]);
    expect(answer.levels.every((l: { reached: boolean }) => !l.reached)).toBe(true);
  });

  it('is Apprentice at $99.99 of net sales and Practitioner at $100.00', async () => {
    const below = await creatorWithProduct(99_99);
    await buyProducts(t, (await signUpUser(t)).cookie, [below.product.id]);
    const apprentice = await levelOf(below.creator.cookie);
    expect(apprentice).toMatchObject({ level: 1, name: 'Apprentice', netSales: '99.99', progressToNext: 99.9 });
    expect(apprentice.next).toMatchObject({ level: 2, name: 'Practitioner', threshold: '100.00' });

    const at = await creatorWithProduct(100_00);
    await buyProducts(t, (await signUpUser(t)).cookie, [at.product.id]);
    const practitioner = await levelOf(at.creator.cookie);
    expect(practitioner).toMatchObject({ level: 2, name: 'Practitioner', netSales: '100.00', progressToNext: 0 });
    expect(practitioner.levels.map((l: { reached: boolean }) => l.reached)).toEqual([true, true, false, false, false]);
  });

  it('counts net sales: a refunded sale leaves the level', async () => {
    const { creator, product } = await creatorWithProduct(150_00);
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    expect((await levelOf(creator.cookie)).level).toBe(2);
    const refund = await send(t, buyer.cookie, 'POST', '/api/support', {
      type: 'refund',
      message: 'Changed my mind',
      productId: String(product.id),
    });
    expect(refund.json().refundStatus).toBe('approved');
    expect(await levelOf(creator.cookie)).toMatchObject({ level: 0, netSales: '0.00' });
  });

  it('places the higher thresholds exactly and caps progress at the top', () => {
    expect(levelFor(999_99, 3)).toMatchObject({ level: 2, progressToNext: 99.9 });
    expect(levelFor(1_000_00, 3)).toMatchObject({ level: 3, name: 'Master', progressToNext: 0 });
    expect(levelFor(4_999_99, 9).level).toBe(3);
    expect(levelFor(5_000_00, 9)).toMatchObject({ level: 4, name: 'Oracle' });
    expect(levelFor(9_999_99, 9).level).toBe(4);
    expect(levelFor(10_000_00, 9)).toMatchObject({ level: 5, name: 'Soul Sage', next: null, progressToNext: 100 });
    expect(levelFor(25_000_00, 9).progressToNext).toBe(100);
    expect(levelFor(3_000_00, 2).progressToNext).toBe(50);
  });
});

describe('creator badges', () => {
  it('gives Product Launcher for a published product, not for one held for review', async () => {
    const creator = await signUpUser(t);
    const [held] = await t.db
      .insert(products)
      .values(productValues(creator.user.id, { status: 'pending_review' }))
      .returning();
    expect(badge(await levelOf(creator.cookie), 'product-launcher')).toMatchObject({ earned: false, current: 0 });
    await t.db.update(products).set({ status: 'published' }).where(eq(products.id, held!.id));
    expect(badge(await levelOf(creator.cookie), 'product-launcher')).toMatchObject({ earned: true, current: 1 });
  });

  it('gives Community Builder at 10 replies to reviews, not at 9', async () => {
    const { creator, product } = await creatorWithProduct();
    const reviewIds = await reviewedBy(product.id, Array(10).fill(5));
    for (const id of reviewIds.slice(0, 9)) {
      expect((await send(t, creator.cookie, 'POST', `/api/reviews/${id}/reply`, { text: 'Thank you' })).statusCode).toBe(200);
    }
    expect(badge(await levelOf(creator.cookie), 'community-builder')).toMatchObject({ earned: false, current: 9 });
    await send(t, creator.cookie, 'POST', `/api/reviews/${reviewIds[9]}/reply`, { text: 'Thank you' });
    expect(badge(await levelOf(creator.cookie), 'community-builder')).toMatchObject({ earned: true, current: 10 });
  });

  it('gives Impact Maker from the fifth review when they average 4.5 or more, not at four perfect ones', async () => {
    const { creator, product } = await creatorWithProduct();
    await reviewedBy(product.id, [5, 5, 5, 5]);
    // Four perfect reviews are not yet five.
    expect(badge(await levelOf(creator.cookie), 'impact-maker')).toMatchObject({ earned: false, current: 4 });
    await reviewedBy(product.id, [4, 4]);
    // 5, 5, 5, 5, 4, 4: 28 / 6 = 4.67.
    expect(badge(await levelOf(creator.cookie), 'impact-maker').earned).toBe(true);
  });

  it('counts an average of exactly 4.5 and not 4.4', async () => {
    const exact = await creatorWithProduct();
    await reviewedBy(exact.product.id, [5, 5, 5, 4, 4, 4]);
    expect(badge(await levelOf(exact.creator.cookie), 'impact-maker').earned).toBe(true);
    const below = await creatorWithProduct();
    await reviewedBy(below.product.id, [5, 5, 4, 4, 4]);
    expect(badge(await levelOf(below.creator.cookie), 'impact-maker')).toMatchObject({ earned: false, current: 5 });
  });
});
