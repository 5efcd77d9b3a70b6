import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema/catalog.js';
import { purchases } from '../../../src/server/db/schema/commerce.js';
import { buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

/** A creator's product and a buyer who bought it through the test-mode checkout. */
async function boughtProduct(buyerName: { firstName?: string; lastName?: string } = {}) {
  const creator = await signUpUser(t, { firstName: 'Rowan', lastName: 'Vale' });
  const product = await createProductWithFile(t, { creatorId: creator.user.id });
  const buyer = await signUpUser(t, buyerName);
  await buyProducts(t, buyer.cookie, [product.id]);
  return { creator, product, buyer };
}

const review = (cookie: string, productId: number, payload: unknown) =>
  send(t, cookie, 'POST', `/api/products/${productId}/reviews`, payload);

const readReviews = async (productId: number, cookie?: string) => {
  const answer = await t.app.inject({ url: `/api/products/${productId}/reviews`, headers: cookie ? { cookie } : {} });
  expect(answer.statusCode).toBe(200);
  return answer.json();
};

async function figures(productId: number) {
  const [row] = await t.db
    .select({ reviewCount: products.reviewCount, ratingSum: products.ratingSum })
    .from(products)
    .where(eq(products.id, productId));
  return row!;
}

describe('writing a review', () => {
  it('lets a buyer review once; the product, its card figures and the list show it', async () => {
    const { product, buyer } = await boughtProduct({ firstName: 'Maya', lastName: 'rivers' });
    const before = await readReviews(product.id, buyer.cookie);
    expect(before).toMatchObject({ averageRating: null, reviewCount: 0, mayReview: true, myReview: null });

    const created = await review(buyer.cookie, product.id, { rating: 5, text: '  Calm and clear guidance.  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      rating: 5,
      text: 'Calm and clear guidance.',
      reviewerName: 'Maya R.',
      verifiedPurchase: true,
      reply: null,
    });
    expect(await figures(product.id)).toEqual({ reviewCount: 1, ratingSum: 5 });

    const after = await readReviews(product.id, buyer.cookie);
    expect(after).toMatchObject({ averageRating: 5, reviewCount: 1, distribution: [0, 0, 0, 0, 1], mayReview: false });
    expect(after.myReview.id).toBe(created.json().id);
    expect(after.reviews.map((r: { id: number }) => r.id)).toEqual([created.json().id]);
    // The reviewer's full name and e-mail never appear.
    expect(JSON.stringify(after)).not.toContain('rivers');
    expect(JSON.stringify(after)).not.toContain(buyer.email);

    const card = (await t.app.inject({ url: `/api/products/${product.id}` })).json();
    expect(card).toMatchObject({ reviewCount: 1, averageRating: 5 });
  });

  it('averages several buyers to one decimal and counts each rating', async () => {
    const { creator, product, buyer } = await boughtProduct();
    const second = await signUpUser(t);
    const third = await signUpUser(t);
    await buyProducts(t, second.cookie, [product.id]);
    await buyProducts(t, third.cookie, [product.id]);
    for (const [who, rating] of [
      [buyer, 5],
      [second, 4],
      [third, 4],
    ] as const) {
      expect((await review(who.cookie, product.id, { rating })).statusCode).toBe(201);
    }
    const list = await readReviews(product.id);
    expect(list).toMatchObject({ averageRating: 4.3, reviewCount: 3, distribution: [0, 0, 0, 2, 1], myReview: null });
    expect(list.reviews).toHaveLength(3);
    // Newest first.
    expect(list.reviews[0].rating).toBe(4);
    expect(list.reviews[2].rating).toBe(5);

    const analytics = (await t.app.inject({ url: '/api/creator/analytics', headers: { cookie: creator.cookie } })).json();
    expect(analytics).toMatchObject({ avgRating: 4.3, reviewsReceived: 3 });
  });

  it('refuses a second review by the same buyer, even two at once', async () => {
    const { product, buyer } = await boughtProduct();
    const answers = await Promise.all([
      review(buyer.cookie, product.id, { rating: 4 }),
      review(buyer.cookie, product.id, { rating: 2 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await review(buyer.cookie, product.id, { rating: 3 })).json().code).toBe('conflict');
    const kept = answers.find((a) => a.statusCode === 201)!.json().rating;
    expect(await figures(product.id)).toEqual({ reviewCount: 1, ratingSum: kept });
  });

  it('refuses someone who never bought it, the creator, and the signed-out', async () => {
    const { creator, product } = await boughtProduct();
    const stranger = await signUpUser(t);
    const refused = await review(stranger.cookie, product.id, { rating: 5, text: 'Great' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only buyers of this product can review it');
    expect((await readReviews(product.id, stranger.cookie)).mayReview).toBe(false);

    const own = await review(creator.cookie, product.id, { rating: 5 });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot review your own product');

    const signedOut = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      headers: { origin: TEST_ORIGIN },
      payload: { rating: 5 },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(await figures(product.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
  });

  it('refuses a buyer whose purchase was refunded', async () => {
    const { product, buyer } = await boughtProduct();
    await t.db.update(purchases).set({ status: 'refunded', refundedAt: new Date() }).where(eq(purchases.userId, buyer.user.id));
    const refused = await review(buyer.cookie, product.id, { rating: 5 });
    expect(refused.statusCode).toBe(403);
    expect((await readReviews(product.id, buyer.cookie)).mayReview).toBe(false);
  });

  it('withdraws the review when its purchase is refunded, and the figures follow', async () => {
    const { product, buyer } = await boughtProduct();
    expect((await review(buyer.cookie, product.id, { rating: 2 })).statusCode).toBe(201);
    const refund = await send(t, buyer.cookie, 'POST', '/api/support', {
      type: 'refund',
      message: 'Not what I hoped for',
      productId: String(product.id),
    });
    expect(refund.json().refundStatus).toBe('approved');
    expect(await figures(product.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
    expect((await readReviews(product.id)).reviews).toEqual([]);
  });

  it.each([0, 6, 4.5, '5', null])('refuses the rating %s', async (rating) => {
    const { product, buyer } = await boughtProduct();
    const answer = await review(buyer.cookie, product.id, { rating, text: 'Fine' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'validation_failed', fields: { rating: expect.any(String) } });
    expect(await figures(product.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
  });

  it('refuses text over 2000 characters and keeps a review without text', async () => {
    const { product, buyer } = await boughtProduct();
    const long = await review(buyer.cookie, product.id, { rating: 4, text: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.text).toBeDefined();
    const plain = await review(buyer.cookie, product.id, { rating: 4, text: '   ' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().text).toBeNull();
  });

  it('refuses text the listing moderation policy refuses, with its feedback', async () => {
    const { product, buyer } = await boughtProduct();
    const answer = await review(buyer.cookie, product.id, { rating: 5, text: 'This cures cancer, stop taking your medication' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('content_rejected');
    expect(answer.json().feedback.join(' ')).toContain('cures');
    expect(await figures(product.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
  });

  it('answers 404 for reviews of an unknown product', async () => {
    expect((await t.app.inject({ url: '/api/products/2147483000/reviews' })).statusCode).toBe(404);
  });
});

describe('editing and deleting', () => {
  it('lets the author change rating and text; the rating sum follows', async () => {
    const { product, buyer } = await boughtProduct();
    const { id } = (await review(buyer.cookie, product.id, { rating: 2, text: 'Slow start' })).json();
    const edited = await send(t, buyer.cookie, 'PATCH', `/api/reviews/${id}`, { rating: 4 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ rating: 4, text: 'Slow start' });
    expect(await figures(product.id)).toEqual({ reviewCount: 1, ratingSum: 4 });
    const retexted = await send(t, buyer.cookie, 'PATCH', `/api/reviews/${id}`, { text: 'It grew on me' });
    expect(retexted.json()).toMatchObject({ rating: 4, text: 'It grew on me' });
    const moderated = await send(t, buyer.cookie, 'PATCH', `/api/reviews/${id}`, { text: 'A miracle cure for everything' });
    expect(moderated.json().code).toBe('content_rejected');
    expect((await send(t, buyer.cookie, 'PATCH', `/api/reviews/${id}`, { rating: 7 })).statusCode).toBe(400);
    expect((await send(t, buyer.cookie, 'PATCH', `/api/reviews/${id}`, {})).statusCode).toBe(400);
    expect(await figures(product.id)).toEqual({ reviewCount: 1, ratingSum: 4 });
  });

  it("answers 404 to anyone editing or deleting someone else's review, the creator included", async () => {
    const { creator, product, buyer } = await boughtProduct();
    const { id } = (await review(buyer.cookie, product.id, { rating: 5 })).json();
    const other = await signUpUser(t);
    for (const cookie of [other.cookie, creator.cookie]) {
      expect((await send(t, cookie, 'PATCH', `/api/reviews/${id}`, { rating: 1 })).statusCode).toBe(404);
      expect((await send(t, cookie, 'DELETE', `/api/reviews/${id}`)).statusCode).toBe(404);
    }
    expect(await figures(product.id)).toEqual({ reviewCount: 1, ratingSum: 5 });
  });

  it('lets the author delete their review, then write a new one', async () => {
    const { product, buyer } = await boughtProduct();
    const { id } = (await review(buyer.cookie, product.id, { rating: 1 })).json();
    expect((await send(t, buyer.cookie, 'DELETE', `/api/reviews/${id}`)).statusCode).toBe(204);
    expect(await figures(product.id)).toEqual({ reviewCount: 0, ratingSum: 0 });
    expect((await send(t, buyer.cookie, 'DELETE', `/api/reviews/${id}`)).statusCode).toBe(404);
    expect((await readReviews(product.id, buyer.cookie)).mayReview).toBe(true);
    expect((await review(buyer.cookie, product.id, { rating: 3 })).statusCode).toBe(201);
    expect(await figures(product.id)).toEqual({ reviewCount: 1, ratingSum: 3 });
  });
});

describe('creator replies', () => {
  it('lets the creator reply once, and nobody else', async () => {
    const { creator, product, buyer } = await boughtProduct();
    const { id } = (await review(buyer.cookie, product.id, { rating: 4, text: 'Lovely' })).json();
    expect((await readReviews(product.id, creator.cookie)).isCreator).toBe(true);

    const byBuyer = await send(t, buyer.cookie, 'POST', `/api/reviews/${id}/reply`, { text: 'Replying to myself' });
    expect(byBuyer.statusCode).toBe(403);
    const rejected = await send(t, creator.cookie, 'POST', `/api/reviews/${id}/reply`, { text: 'Stop taking your meds' });
    expect(rejected.json().code).toBe('content_rejected');

    const [first, second] = await Promise.all([
      send(t, creator.cookie, 'POST', `/api/reviews/${id}/reply`, { text: 'Thank you, Ada' }),
      send(t, creator.cookie, 'POST', `/api/reviews/${id}/reply`, { text: 'Thanks again' }),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const listed = (await readReviews(product.id)).reviews[0];
    expect(['Thank you, Ada', 'Thanks again']).toContain(listed.reply.text);
    expect((await send(t, creator.cookie, 'POST', `/api/reviews/${id}/reply`, { text: 'Third' })).statusCode).toBe(409);
  });
});
