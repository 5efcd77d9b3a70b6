import { eq, inArray } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema/catalog.js';
import {
  cartItems,
  checkoutIntentLines,
  checkoutIntents,
  payments,
  purchases,
  sales,
  testPaymentIntents,
} from '../../../src/server/db/schema/commerce.js';
import { CHECKOUT_CONSENT, buyProducts, createProductWithFile, send, SUCCEEDING_CARD } from '../../helpers/commerce.js';
import { createStripeTestApp, type fakeStripeApi } from '../../helpers/fake-stripe.js';
import { signUpUser } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function newProduct(priceCents = 1200) {
  const seller = await signUpUser(t);
  return { seller, product: await createProductWithFile(t, { creatorId: seller.user.id, priceCents }) };
}

/** A buyer with the given products in the cart and a payment intent for them. */
async function buyerWithIntent(productIds: number[], payload: object = CHECKOUT_CONSENT) {
  const buyer = await signUpUser(t);
  for (const productId of productIds) await send(t, buyer.cookie, 'POST', '/api/cart', { productId });
  const response = await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', payload);
  return { buyer, response, intent: response.json() };
}

const payWith = (cookie: string, clientSecret: string, card = SUCCEEDING_CARD) =>
  send(t, cookie, 'POST', '/api/test-payments/confirm', { clientSecret, ...card });
const confirm = (cookie: string, paymentIntentId: string, productIds: number[]) =>
  send(t, cookie, 'POST', '/api/confirm-purchase', { paymentIntentId, productIds });
const purchasesOf = (userId: number) => t.db.select().from(purchases).where(eq(purchases.userId, userId));

describe('payment intent', () => {
  it('needs a signed-in buyer and a cart with something in it', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: {} })).statusCode).toBe(401);
    const { response } = await buyerWithIntent([]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'bad_request', message: 'Your cart is empty' });
  });

  it('takes no amount and no products from the client', async () => {
    const { product } = await newProduct(1200);
    for (const payload of [
      { ...CHECKOUT_CONSENT, amount: 0.01 },
      { ...CHECKOUT_CONSENT, productIds: [product.id] },
    ]) {
      const { response } = await buyerWithIntent([product.id], payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('charges the cart total from the database and keeps the priced lines with the intent', async () => {
    const a = (await newProduct(1200)).product;
    const b = (await newProduct(2599)).product;
    const { response, intent } = await buyerWithIntent([a.id, b.id]);
    expect(response.statusCode).toBe(200);
    expect(intent).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/),
      intentKind: 'payment',
      paymentIntentId: expect.stringMatching(/^pi_test_/),
      amount: '37.99',
      currency: 'usd',
      productIds: [a.id, b.id],
      provider: 'test',
      publishableKey: null,
    });
    const [stored] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(stored).toMatchObject({
      amountCents: 3799,
      currency: 'usd',
      productIds: [a.id, b.id],
      status: 'requires_payment_method',
    });
    const lines = await t.db.select().from(checkoutIntentLines).where(eq(checkoutIntentLines.intentId, intent.paymentIntentId));
    expect(
      lines.map(({ productId, priceCents }) => ({ productId, priceCents })).sort((x, y) => x.productId - y.productId),
    ).toEqual([
      { productId: a.id, priceCents: 1200 },
      { productId: b.id, priceCents: 2599 },
    ]);
  });

  it('leaves out cart lines the buyer created or already owns', async () => {
    const buyer = await signUpUser(t);
    const own = await createProductWithFile(t, { creatorId: buyer.user.id, priceCents: 500 });
    const owned = (await newProduct(700)).product;
    await buyProducts(t, buyer.cookie, [owned.id]);
    const wanted = (await newProduct(900)).product;
    // Lines that the add-to-cart rules would refuse, written directly as a stale cart could hold them.
    await t.db.insert(cartItems).values([
      { userId: buyer.user.id, productId: own.id },
      { userId: buyer.user.id, productId: owned.id },
    ]);
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: wanted.id });
    const intent = (await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
    expect(intent).toMatchObject({ amount: '9.00', productIds: [wanted.id] });
  });
});

describe('test-mode card payment', () => {
  it("declines 4000 0000 0000 0002 with Stripe's message and records nothing", async () => {
    const { product } = await newProduct();
    const { buyer, intent } = await buyerWithIntent([product.id]);
    const declined = await payWith(buyer.cookie, intent.clientSecret, {
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/40',
      cvc: '123',
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ code: 'card_declined', message: 'Your card was declined.' });

    const confirmation = await confirm(buyer.cookie, intent.paymentIntentId, [product.id]);
    expect(confirmation.statusCode).toBe(402);
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
    expect((await t.app.inject({ url: '/api/cart', headers: { cookie: buyer.cookie } })).json()).toHaveLength(1);
  });

  it.each([
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000000127', "Your card's security code is incorrect."],
    ['4242424242424241', 'Your card number is incorrect.'],
  ])('answers card %s with "%s"', async (cardNumber, message) => {
    const { product } = await newProduct();
    const { buyer, intent } = await buyerWithIntent([product.id]);
    const response = await payWith(buyer.cookie, intent.clientSecret, { cardNumber, expiry: '12/40', cvc: '123' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 'card_declined', message });
  });

  it('lets a declined payment be retried with another card, and a second Pay changes nothing', async () => {
    const { product } = await newProduct();
    const { buyer, intent } = await buyerWithIntent([product.id]);
    expect(
      (await payWith(buyer.cookie, intent.clientSecret, { cardNumber: '4000000000000002', expiry: '12/40', cvc: '123' }))
        .statusCode,
    ).toBe(402);
    const paid = await payWith(buyer.cookie, intent.clientSecret);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId });
    expect((await payWith(buyer.cookie, intent.clientSecret)).json()).toEqual(paid.json());
  });

  it("does not let anyone else pay with the buyer's client secret", async () => {
    const { product } = await newProduct();
    const { intent } = await buyerWithIntent([product.id]);
    const stranger = await signUpUser(t);
    const response = await payWith(stranger.cookie, intent.clientSecret);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Payment not found' });
  });
});

describe('confirming a purchase', () => {
  it('records the payment, one purchase per product and sale rows whose parts add up to the cent', async () => {
    const first = await newProduct(1200);
    const second = await newProduct(2599);
    const salesBefore = await t.db
      .select({ id: products.id, salesCount: products.salesCount })
      .from(products)
      .where(inArray(products.id, [first.product.id, second.product.id]));
    const { buyer, intent } = await buyerWithIntent([first.product.id, second.product.id]);
    await payWith(buyer.cookie, intent.clientSecret);
    const response = await confirm(buyer.cookie, intent.paymentIntentId, [second.product.id, first.product.id]);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.alreadyRecorded).toBe(false);
    expect(answer.purchases.map((p: { productId: number }) => p.productId).sort()).toEqual(
      [first.product.id, second.product.id].sort(),
    );

    const [payment] = await t.db.select().from(payments).where(eq(payments.id, intent.paymentIntentId));
    expect(payment).toMatchObject({ provider: 'test', userId: buyer.user.id, amountCents: 3799, currency: 'usd' });
    const bought = await purchasesOf(buyer.user.id);
    expect(
      bought
        .map((p) => ({ productId: p.productId, amountCents: p.amountCents, status: p.status }))
        .sort((a, b) => a.productId - b.productId),
    ).toEqual([
      { productId: first.product.id, amountCents: 1200, status: 'active' },
      { productId: second.product.id, amountCents: 2599, status: 'active' },
    ]);

    const saleRows = await t.db.select().from(sales).where(eq(sales.paymentId, intent.paymentIntentId));
    expect(saleRows).toHaveLength(2);
    for (const sale of saleRows) {
      expect(sale.kind).toBe('sale');
      expect(sale.buyerId).toBe(buyer.user.id);
      const creator = sale.productId === first.product.id ? first.seller : second.seller;
      expect(sale.creatorId).toBe(creator.user.id);
    }
    // Worked by hand (tests/server/lib/fees.test.ts): $37.99 pays 2.9% + 30c = $1.40 processing once, shared
    // 44c / 96c by amount; the platform keeps 10% of each sale.
    const split = (s: (typeof saleRows)[number]) => [
      s.amountCents,
      s.platformFeeCents,
      s.processingFeeCents,
      s.creatorEarningsCents,
    ];
    expect(saleRows.map(split).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [1200, 120, 44, 1036],
      [2599, 260, 96, 2243],
    ]);

    const salesAfter = await t.db
      .select({ id: products.id, salesCount: products.salesCount })
      .from(products)
      .where(inArray(products.id, [first.product.id, second.product.id]));
    for (const row of salesAfter) expect(row.salesCount).toBe(salesBefore.find((b) => b.id === row.id)!.salesCount + 1);
    expect((await t.app.inject({ url: '/api/cart', headers: { cookie: buyer.cookie } })).json()).toEqual([]);
  });

  it('records what the payment paid for when the client names only the payment', async () => {
    const { product } = await newProduct(1500);
    const { buyer, intent } = await buyerWithIntent([product.id]);
    expect((await payWith(buyer.cookie, intent.clientSecret)).statusCode).toBe(200);
    const response = await send(t, buyer.cookie, 'POST', '/api/confirm-purchase', { paymentIntentId: intent.paymentIntentId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ purchases: [{ productId: product.id }], alreadyRecorded: false });
    expect(await purchasesOf(buyer.user.id)).toHaveLength(1);
  });

  it('answers a repeated confirmation with the same purchases and records nothing more', async () => {
    const { product } = await newProduct();
    const buyer = await signUpUser(t);
    const { intent, confirmation } = await buyProducts(t, buyer.cookie, [product.id]);
    const replay = await confirm(buyer.cookie, intent.paymentIntentId, [product.id]);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ purchases: confirmation.purchases, alreadyRecorded: true });
    expect(await purchasesOf(buyer.user.id)).toHaveLength(1);
    expect(await t.db.select().from(sales).where(eq(sales.paymentId, intent.paymentIntentId))).toHaveLength(1);
    const [row] = await t.db.select({ salesCount: products.salesCount }).from(products).where(eq(products.id, product.id));
    expect(row!.salesCount).toBe(1);
  });

  it('records nothing for a made-up payment id', async () => {
    const { product } = await newProduct();
    const buyer = await signUpUser(t);
    const response = await confirm(buyer.cookie, 'pi_test_made_up', [product.id]);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'Payment not found' });
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
  });

  it('records nothing for a payment that was never paid', async () => {
    const { product } = await newProduct();
    const { buyer, intent } = await buyerWithIntent([product.id]);
    const response = await confirm(buyer.cookie, intent.paymentIntentId, [product.id]);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ code: 'payment_failed', message: 'This payment has not been completed.' });
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
  });

  it("refuses to record another buyer's payment for the one who asks", async () => {
    const { product } = await newProduct();
    const { buyer, intent } = await buyerWithIntent([product.id]);
    await payWith(buyer.cookie, intent.clientSecret);
    const thief = await signUpUser(t);
    const response = await confirm(thief.cookie, intent.paymentIntentId, [product.id]);
    expect(response.statusCode).toBe(403);
    expect(await purchasesOf(thief.user.id)).toEqual([]);
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
  });

  it('records the products of the payment, whatever product list the client sends', async () => {
    const cheap = (await newProduct(500)).product;
    const dear = (await newProduct(9900)).product;
    const { buyer, intent } = await buyerWithIntent([cheap.id]);
    await payWith(buyer.cookie, intent.clientSecret);
    const response = await confirm(buyer.cookie, intent.paymentIntentId, [dear.id]);
    expect(response.statusCode).toBe(200);
    expect((await purchasesOf(buyer.user.id)).map((p) => p.productId)).toEqual([cheap.id]);
  });

  it('records the purchase at the price paid when the price changed between payment and confirmation', async () => {
    const { product, seller } = await newProduct(1500);
    const { buyer, intent } = await buyerWithIntent([product.id]);
    await payWith(buyer.cookie, intent.clientSecret);
    await t.db.update(products).set({ priceCents: 1000 }).where(eq(products.id, product.id));
    const response = await confirm(buyer.cookie, intent.paymentIntentId, [product.id]);
    expect(response.statusCode).toBe(200);
    expect(await purchasesOf(buyer.user.id)).toMatchObject([{ productId: product.id, amountCents: 1500, status: 'active' }]);
    const [sale] = await t.db.select().from(sales).where(eq(sales.paymentId, intent.paymentIntentId));
    expect(sale).toMatchObject({ amountCents: 1500, creatorId: seller.user.id });
  });

  it('refunds the second of two paid checkouts of one cart, once, and tells the buyer', async () => {
    const { product } = await newProduct(800);
    const buyer = await signUpUser(t);
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    // Two checkouts of the same cart, both paid (two tabs).
    const first = (await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
    const second = (await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
    await payWith(buyer.cookie, first.clientSecret);
    await payWith(buyer.cookie, second.clientSecret);
    expect((await confirm(buyer.cookie, first.paymentIntentId, [product.id])).statusCode).toBe(200);
    const response = await confirm(buyer.cookie, second.paymentIntentId, [product.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'payment_refunded',
      message:
        'We could not complete this purchase because you already own one of these products, so your payment of $8.00 has been refunded in full. Card refunds take 3-5 business days to appear.',
    });
    expect(await t.db.select().from(payments).where(eq(payments.id, second.paymentIntentId))).toEqual([]);
    expect(await purchasesOf(buyer.user.id)).toHaveLength(1);
    const [refunded] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, second.paymentIntentId));
    expect(refunded!.refundedAt).toBeInstanceOf(Date);
    const [record] = await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.id, second.paymentIntentId));
    expect(record).toMatchObject({ status: 'refunded', refundReason: 'you already own one of these products' });
    expect(record!.providerRefundId).toMatch(/^re_test_/);

    // Asking again answers the same and refunds nothing more.
    const again = await confirm(buyer.cookie, second.paymentIntentId, [product.id]);
    expect(again.json().code).toBe('payment_refunded');
    const [after] = await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.id, second.paymentIntentId));
    expect(after!.providerRefundId).toBe(record!.providerRefundId);
  });

  it('refunds a paid payment whose product was taken off sale before it was recorded', async () => {
    const { product } = await newProduct(1300);
    const { buyer, intent } = await buyerWithIntent([product.id]);
    await payWith(buyer.cookie, intent.clientSecret);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, product.id));
    const response = await confirm(buyer.cookie, intent.paymentIntentId, [product.id]);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('because a product in it is no longer for sale');
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
    const [refunded] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, intent.paymentIntentId));
    expect(refunded!.refundedAt).toBeInstanceOf(Date);
  });

  it('validates the request', async () => {
    const buyer = await signUpUser(t);
    const response = await send(t, buyer.cookie, 'POST', '/api/confirm-purchase', { paymentIntentId: '', productIds: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('validation_failed');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/confirm-purchase',
          payload: { paymentIntentId: 'pi_x', productIds: [1] },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers no Stripe webhook while the test-mode processor is in use', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Stripe is not configured, so no Stripe webhooks are accepted');
  });

  it('keeps Stripe out of the content security policy while Stripe is not configured', async () => {
    const csp = String((await t.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).not.toContain('stripe.com');
  });
});

describe('with Stripe configured', () => {
  const WEBHOOK_SECRET = 'whsec_test_secret_for_signing';
  let s: TestApp;
  let stripeApi: Awaited<ReturnType<typeof fakeStripeApi>>;
  let close: () => Promise<void>;
  let deliver: Awaited<ReturnType<typeof createStripeTestApp>>['deliver'];
  beforeAll(async () => {
    ({ s, stripeApi, deliver, close } = await createStripeTestApp(WEBHOOK_SECRET));
  });
  afterAll(() => close());

  /** What create-payment-intent keeps when Stripe creates the intent (Stripe itself is not called in tests). */
  async function keepCheckout(id: string, userId: number, lines: { productId: number; priceCents: number }[]) {
    const amountCents = lines.reduce((sum, line) => sum + line.priceCents, 0);
    await s.db.insert(checkoutIntents).values({ id, provider: 'stripe', userId, amountCents, currency: 'usd' });
    await s.db.insert(checkoutIntentLines).values(lines.map((line) => ({ intentId: id, ...line })));
  }

  let eventCounter = 0;
  function succeededEvent(
    intent: { id: string; amount: number; userId: number; productIds: number[]; currency?: string },
    eventId = `evt_test_${Date.now()}_${eventCounter++}`,
  ) {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: intent.id,
          object: 'payment_intent',
          amount: intent.amount,
          currency: intent.currency ?? 'usd',
          status: 'succeeded',
          metadata: { userId: String(intent.userId), productIds: intent.productIds.join(',') },
        },
      },
    });
  }
  const paymentRows = (id: string) => s.db.select().from(payments).where(eq(payments.id, id));

  it('records a payment_intent.succeeded once, through the same service as the confirmation', async () => {
    const { product, seller } = await newProduct(1999);
    const buyer = await signUpUser(t);
    const intentId = `pi_stripe_${Date.now()}`;
    await keepCheckout(intentId, buyer.user.id, [{ productId: product.id, priceCents: 1999 }]);
    const payload = succeededEvent({ id: intentId, amount: 1999, userId: buyer.user.id, productIds: [product.id] });
    const response = await deliver(payload);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'recorded' });
    expect(await paymentRows(intentId)).toMatchObject([{ provider: 'stripe', amountCents: 1999, userId: buyer.user.id }]);
    const [sale] = await s.db.select().from(sales).where(eq(sales.paymentId, intentId));
    expect(sale).toMatchObject({ creatorId: seller.user.id, amountCents: 1999 });
    expect(sale!.platformFeeCents + sale!.processingFeeCents + sale!.creatorEarningsCents).toBe(1999);

    // Stripe delivers the same event again, and later another event for the same payment.
    expect((await deliver(payload)).json()).toEqual({ received: true, outcome: 'duplicate_event' });
    const another = succeededEvent({ id: intentId, amount: 1999, userId: buyer.user.id, productIds: [product.id] });
    expect((await deliver(another)).json()).toEqual({ received: true, outcome: 'already_recorded' });
    expect(await purchasesOf(buyer.user.id)).toHaveLength(1);
    expect(await s.db.select().from(sales).where(eq(sales.paymentId, intentId))).toHaveLength(1);
  });

  it('refuses a delivery whose signature does not match, or that has none, and records nothing', async () => {
    const { product } = await newProduct(1000);
    const buyer = await signUpUser(t);
    const intentId = `pi_forged_${Date.now()}`;
    const payload = succeededEvent({ id: intentId, amount: 1000, userId: buyer.user.id, productIds: [product.id] });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    const bad = await deliver(payload, forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 'bad_request', message: 'Invalid webhook signature' });
    const missing = await s.app.inject({
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(missing.statusCode).toBe(400);
    // A body changed after signing.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await deliver(payload.replace('"amount":1000', '"amount":1'), signed)).statusCode).toBe(400);
    expect(await paymentRows(intentId)).toEqual([]);
    expect(await purchasesOf(buyer.user.id)).toEqual([]);
  });

  it('refunds through Stripe, once, a payment whose amount is not what the checkout charged', async () => {
    const { product } = await newProduct(4500);
    const buyer = await signUpUser(t);
    const intentId = `pi_short_${Date.now()}`;
    await keepCheckout(intentId, buyer.user.id, [{ productId: product.id, priceCents: 4500 }]);
    const before = stripeApi.refunds().length;
    const response = await deliver(
      succeededEvent({ id: intentId, amount: 100, userId: buyer.user.id, productIds: [product.id] }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: true, outcome: 'refunded' });
    expect(await paymentRows(intentId)).toEqual([]);
    const refunds = stripeApi.refunds().slice(before);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.idempotencyKey).toBe(`unfulfilled-${intentId}`);
    expect(new URLSearchParams(refunds[0]!.body).get('amount')).toBe('100');
    const [record] = await s.db.select().from(checkoutIntents).where(eq(checkoutIntents.id, intentId));
    expect(record).toMatchObject({ status: 'refunded', refundReason: 'the amount paid does not match your checkout' });
    expect(record!.providerRefundId).toMatch(/^re_fake_/);

    // Another event for the same payment: already refunded, Stripe is not asked again.
    const again = await deliver(succeededEvent({ id: intentId, amount: 100, userId: buyer.user.id, productIds: [product.id] }));
    expect(again.json()).toEqual({ received: true, outcome: 'refunded' });
    expect(stripeApi.refunds().length).toBe(before + 1);
  });

  it('ignores events that are not a succeeded payment of this shop', async () => {
    const other = JSON.stringify({
      id: `evt_other_${Date.now()}`,
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    expect((await deliver(other)).json()).toEqual({ received: true, outcome: 'ignored' });
    const foreign = JSON.stringify({
      id: `evt_foreign_${Date.now()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: `pi_foreign_${Date.now()}`,
          object: 'payment_intent',
          amount: 500,
          currency: 'usd',
          status: 'succeeded',
          metadata: {},
        },
      },
    });
    expect((await deliver(foreign)).json()).toEqual({ received: true, outcome: 'ignored' });
  });

  it('lets Stripe.js load and talk to Stripe, and offers no test-card route', async () => {
    const csp = String((await s.app.inject({ url: '/healthz' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.stripe\.com/);
    expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com https:\/\/hooks\.stripe\.com/);
    const buyer = await signUpUser(s);
    const response = await send(s, buyer.cookie, 'POST', '/api/test-payments/confirm', { clientSecret: 'x', ...SUCCEEDING_CARD });
    expect(response.statusCode).toBe(404);
  });
});
