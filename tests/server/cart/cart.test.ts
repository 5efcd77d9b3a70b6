import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema/catalog.js';
import { cartItems } from '../../../src/server/db/schema/commerce.js';
import { addWantedProduct } from '../../../src/server/features/cart/add-wanted-product.js';
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

const getCart = (cookie: string) => t.app.inject({ url: '/api/cart', headers: { cookie } });

async function sellerAndProduct(priceCents = 1200) {
  const seller = await signUpUser(t);
  const product = await createProductWithFile(t, { creatorId: seller.user.id, priceCents });
  return { seller, product };
}

describe('cart', () => {
  it('refuses every cart call when signed out', async () => {
    expect((await t.app.inject({ url: '/api/cart' })).statusCode).toBe(401);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/cart',
      headers: { origin: TEST_ORIGIN },
      payload: { productId: 1 },
    });
    expect(add.statusCode).toBe(401);
    expect(add.json()).toEqual({ code: 'unauthorized', message: 'Unauthorized' });
    expect((await t.app.inject({ method: 'DELETE', url: '/api/cart/1', headers: { origin: TEST_ORIGIN } })).statusCode).toBe(401);
  });

  it('adds a product and answers the line with the product, its category and its price as a decimal string', async () => {
    const { product } = await sellerAndProduct(1250);
    const buyer = await signUpUser(t);
    const added = await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    expect(added.statusCode).toBe(201);
    const item = added.json();
    expect(item).toMatchObject({
      productId: product.id,
      title: product.title,
      description: product.description,
      category: expect.any(String),
      price: '12.50',
      imageUrl: null,
      product: { id: product.id, title: product.title, price: '12.50' },
    });
    const cart = (await getCart(buyer.cookie)).json();
    expect(cart).toEqual([item]);
  });

  it('lists the lines oldest first', async () => {
    const buyer = await signUpUser(t);
    const first = (await sellerAndProduct()).product;
    const second = (await sellerAndProduct()).product;
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: first.id });
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: second.id });
    expect((await getCart(buyer.cookie)).json().map((line: { productId: number }) => line.productId)).toEqual([
      first.id,
      second.id,
    ]);
  });

  it('answers "Product not found" for an unknown or unpublished product', async () => {
    const buyer = await signUpUser(t);
    const seller = await signUpUser(t);
    const archived = await createProductWithFile(t, { creatorId: seller.user.id, status: 'archived' });
    for (const productId of [999_999_999, archived.id]) {
      const response = await send(t, buyer.cookie, 'POST', '/api/cart', { productId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'not_found', message: 'Product not found' });
    }
  });

  it('validates the product id', async () => {
    const buyer = await signUpUser(t);
    const response = await send(t, buyer.cookie, 'POST', '/api/cart', { productId: 'abc' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { productId: 'productId must be a number' } });
  });

  it('refuses a product already in the cart, also when two adds race', async () => {
    const { product } = await sellerAndProduct();
    const buyer = await signUpUser(t);
    const [a, b] = await Promise.all([
      send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id }),
      send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'already_in_cart', message: 'This product is already in your cart' });
    const rows = await t.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, buyer.user.id), eq(cartItems.productId, product.id)));
    expect(rows).toHaveLength(1);
  });

  it("refuses the buyer's own product", async () => {
    const { seller, product } = await sellerAndProduct();
    const response = await send(t, seller.cookie, 'POST', '/api/cart', { productId: product.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'You cannot buy your own product' });
  });

  it('refuses a product the buyer already owns', async () => {
    const { product } = await sellerAndProduct();
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    const response = await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'already_owned', message: 'You already own this product' });
  });

  it("removes the buyer's own line with 204 and refuses someone else's with 404", async () => {
    const { product } = await sellerAndProduct();
    const buyer = await signUpUser(t);
    const other = await signUpUser(t);
    const item = (await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id })).json();

    const foreign = await send(t, other.cookie, 'DELETE', `/api/cart/${item.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'not_found', message: 'Cart item not found' });
    expect((await getCart(buyer.cookie)).json()).toHaveLength(1);

    const removed = await send(t, buyer.cookie, 'DELETE', `/api/cart/${item.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await getCart(buyer.cookie)).json()).toEqual([]);
    expect((await send(t, buyer.cookie, 'DELETE', `/api/cart/${item.id}`)).statusCode).toBe(404);
  });

  it('leaves out lines whose product was unpublished after it was added', async () => {
    const { product } = await sellerAndProduct();
    const buyer = await signUpUser(t);
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, product.id));
    expect((await getCart(buyer.cookie)).json()).toEqual([]);
  });
});

describe('the product wanted before the account existed (addWantedProduct)', () => {
  const add = (userId: number, productId: number) =>
    addWantedProduct(t.db, { userId, productId, source: 'direct', now: new Date() });
  const lines = (userId: number) => t.db.select().from(cartItems).where(eq(cartItems.userId, userId));

  it("adds a product for sale once, and nothing for one that is gone, the buyer's own or already theirs", async () => {
    const { seller, product } = await sellerAndProduct();
    const { product: owned } = await sellerAndProduct();
    const { product: gone } = await sellerAndProduct();
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, gone.id));
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [owned.id]);

    expect(await add(buyer.user.id, product.id)).toBe(true);
    expect(await add(buyer.user.id, product.id)).toBe(false);
    expect(await add(buyer.user.id, owned.id)).toBe(false);
    expect(await add(buyer.user.id, gone.id)).toBe(false);
    expect(await add(seller.user.id, product.id)).toBe(false);
    expect((await lines(buyer.user.id)).map((line) => line.productId)).toEqual([product.id]);
    expect(await lines(seller.user.id)).toEqual([]);
  });
});
