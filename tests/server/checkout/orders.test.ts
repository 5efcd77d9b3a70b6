import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../../src/server/db/schema/commerce.js';
import { CHECKOUT_CONSENT, buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import { signUpUser } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function newProduct(priceCents: number, title: string) {
  const seller = await signUpUser(t);
  return createProductWithFile(t, { creatorId: seller.user.id, priceCents, title, fileName: `${title}.pdf` });
}

const getOrder = (cookie: string | undefined, paymentIntentId: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${encodeURIComponent(paymentIntentId)}`, headers: cookie ? { cookie } : {} });

describe('GET /api/orders/:paymentIntentId', () => {
  it('shows the buyer their paid order: the recorded items at the prices paid, the total and a receipt number', async () => {
    const chant = await newProduct(1200, 'Morning chant');
    const map = await newProduct(2599, 'Star map');
    const buyer = await signUpUser(t);
    const { intent } = await buyProducts(t, buyer.cookie, [chant.id, map.id]);

    const response = await getOrder(buyer.cookie, intent.paymentIntentId);
    expect(response.statusCode).toBe(200);
    const order = response.json();
    expect(order).toEqual({
      receiptNumber: intent.paymentIntentId,
      paidAt: expect.any(String),
      total: '37.99',
      items: [
        {
          productId: chant.id,
          title: 'Morning chant',
          price: '12.00',
          fileName: 'Morning chant.pdf',
          fileSize: chant.fileSize,
          status: 'active',
          subscription: null,
          discount: null,
        },
        {
          productId: map.id,
          title: 'Star map',
          price: '25.99',
          fileName: 'Star map.pdf',
          fileSize: map.fileSize,
          status: 'active',
          subscription: null,
          discount: null,
        },
      ],
    });
    expect(Date.parse(order.paidAt)).not.toBeNaN();
  });

  it('marks an item refunded after the purchase was refunded', async () => {
    const product = await newProduct(900, 'Moon ritual');
    const buyer = await signUpUser(t);
    const { intent } = await buyProducts(t, buyer.cookie, [product.id]);
    await t.db
      .update(purchases)
      .set({ status: 'refunded', refundedAt: new Date() })
      .where(eq(purchases.paymentId, intent.paymentIntentId));
    const order = (await getOrder(buyer.cookie, intent.paymentIntentId)).json();
    expect(order.items.map((item: { status: string }) => item.status)).toEqual(['refunded']);
  });

  it("answers 404 for someone else's order, the same as for an order that does not exist", async () => {
    const product = await newProduct(1500, 'Sound bath');
    const buyer = await signUpUser(t);
    const { intent } = await buyProducts(t, buyer.cookie, [product.id]);
    const stranger = await signUpUser(t);

    const theirs = await getOrder(stranger.cookie, intent.paymentIntentId);
    const missing = await getOrder(stranger.cookie, 'pi_test_does_not_exist');
    expect(theirs.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect(theirs.json()).toEqual({ code: 'not_found', message: 'Order not found' });
  });

  it('answers 404 for a payment that was started but never paid', async () => {
    const product = await newProduct(1500, 'Breathwork');
    const buyer = await signUpUser(t);
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    const intent = (await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
    expect((await getOrder(buyer.cookie, intent.paymentIntentId)).statusCode).toBe(404);
  });

  it('needs a signed-in user', async () => {
    expect((await getOrder(undefined, 'pi_test_anything')).statusCode).toBe(401);
  });
});
