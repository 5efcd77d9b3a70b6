import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema/catalog.js';
import { cartItems } from '../../../src/server/db/schema/commerce.js';
import { createProductWithFile } from '../../helpers/commerce.js';
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

const FOREIGN = 'https://evil.example';

/** Other spellings of `/api/<rest>` that a router or proxy may decode or normalise to the same route. */
function spellings(rest: string) {
  const [first, ...others] = rest.split('/');
  return [
    `/%61pi/${rest}`,
    `/%61%70%69/${rest}`,
    `/API/${rest}`,
    `/Api/${rest}`,
    `/%2Fapi/${rest}`,
    `/%2fapi/${rest}`,
    `//api/${rest}`,
    `/api//${rest}`,
    `/api/../api/${rest}`,
    `/api/%2E%2E/api/${rest}`,
    `/./api/${rest}`,
    `/api/${first!.replace(/^./, (c) => `%${c.charCodeAt(0).toString(16)}`)}${others.length ? `/${others.join('/')}` : ''}`,
    `/api/${rest}/`,
    `/api/${rest};x=1`,
    `/api/webhooks/../${rest}`,
    `/api/webhooks/%2E%2E/${rest}`,
    `/api/webhooks%2F..%2F${rest}`,
  ];
}

describe('cross-origin check on other spellings of a path', () => {
  it('refuses adding to the cart from another site however the path is spelled', async () => {
    const buyer = await signUpUser(t);
    const seller = await signUpUser(t);
    const product = await createProductWithFile(t, { creatorId: seller.user.id });
    for (const url of spellings('cart')) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { origin: FOREIGN, cookie: buyer.cookie },
        payload: { productId: product.id },
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    expect(await t.db.select().from(cartItems).where(eq(cartItems.userId, buyer.user.id))).toEqual([]);
    // The check refuses the site, not the route: the same call from the app itself works.
    const own = await t.app.inject({
      method: 'POST',
      url: '/%61pi/cart',
      headers: { origin: TEST_ORIGIN, cookie: buyer.cookie },
      payload: { productId: product.id },
    });
    expect(own.statusCode).toBe(201);
  });

  it('refuses a payout request from another site however the path is spelled', async () => {
    const creator = await signUpUser(t);
    for (const url of spellings('creator/request-payout')) {
      const response = await t.app.inject({ method: 'POST', url, headers: { origin: FOREIGN, cookie: creator.cookie } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
  });

  it('refuses a product upload from another site however the path is spelled', async () => {
    const creator = await signUpUser(t);
    for (const url of spellings('products')) {
      const form = multipart(
        { title: 'Cross-site upload', description: 'Sent by another site', price: '12.00', categoryId: '1' },
        { fileName: 'notes.txt', content: 'Plain text notes for a cross-site upload test.' },
      );
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...form.headers, origin: FOREIGN, cookie: creator.cookie },
        payload: form.payload,
      });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
    expect(await t.db.select().from(products).where(eq(products.creatorId, creator.user.id))).toEqual([]);
  });

  it('keeps the webhook exemption to the webhook route itself', async () => {
    // Exempt from the origin check, the webhook answers for itself (Stripe is not configured here).
    for (const url of ['/api/webhooks/stripe', '/%61pi/webhooks/stripe']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { origin: FOREIGN }, payload: {} });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
    }
    // No other route borrows the exemption by starting with its prefix.
    for (const url of ['/api/webhooks/x/../../cart', '/api/webhooks/stripe/../../cart', '/api/webhooks/anything']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { origin: FOREIGN }, payload: {} });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 403 });
    }
  });
});
