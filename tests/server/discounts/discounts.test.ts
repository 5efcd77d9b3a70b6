import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutIntentLines,
  discountCodes,
  payments,
  purchases,
  sales,
  testPaymentIntents,
} from '../../../src/server/db/schema/commerce.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { approveRefund } from '../../../src/server/features/support/approve-refund.js';
import { splitPayment } from '../../../src/server/lib/fees.js';
import { CHECKOUT_CONSENT, createProductWithFile, send, SUCCEEDING_CARD } from '../../helpers/commerce.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function newProduct(priceCents = 2000, options: { isSubscription?: boolean } = {}) {
  const seller = await signUpUser(t);
  const product = await createProductWithFile(t, {
    creatorId: seller.user.id,
    priceCents,
    ...(options.isSubscription ? { isSubscription: true, subscriptionInterval: 'month' as const } : {}),
  });
  return { seller, product };
}

const makeCode = (cookie: string, productId: number, body: object) =>
  send(t, cookie, 'POST', `/api/creator/products/${productId}/discount-codes`, body);
const setMinimum = (cookie: string, productId: number, minimum: string | null) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/creator/products/${productId}/pay-what-you-want`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { minimum },
  });

/** A buyer with the product in the cart (at a named price if given) and the code applied if given. */
async function buyerWithCart(productId: number, options: { code?: string; price?: string } = {}) {
  const buyer = await signUpUser(t);
  const added = await send(t, buyer.cookie, 'POST', '/api/cart', {
    productId,
    ...(options.price ? { price: options.price } : {}),
  });
  expect(added.statusCode).toBe(201);
  if (options.code)
    expect((await send(t, buyer.cookie, 'POST', '/api/cart/discount', { code: options.code })).statusCode).toBe(200);
  return buyer;
}

/** Intent and test-card payment, without the confirmation. */
async function payWithoutConfirming(cookie: string) {
  const intent = (await send(t, cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json();
  const paid = await send(t, cookie, 'POST', '/api/test-payments/confirm', {
    clientSecret: intent.clientSecret,
    ...SUCCEEDING_CARD,
  });
  expect(paid.statusCode).toBe(200);
  return intent as { paymentIntentId: string; amount: string };
}
const confirm = (cookie: string, paymentIntentId: string) =>
  send(t, cookie, 'POST', '/api/confirm-purchase', { paymentIntentId });

/** The text of the receipt e-mail queued for the payment. */
async function receiptText(to: string, paymentId: string) {
  const rows = await t.db
    .select({ text: emailOutbox.textBody, html: emailOutbox.htmlBody })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, 'purchase_receipt')));
  const receipts = rows.filter((row) => row.text.includes(paymentId));
  expect(receipts).toHaveLength(1);
  return receipts[0]!;
}

const codeRow = async (id: number) => (await t.db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]!;
const salesOf = (paymentId: string) => t.db.select().from(sales).where(eq(sales.paymentId, paymentId));

describe('creating discount codes', () => {
  it('lets a creator make a percentage or fixed code for their own one-time product only', async () => {
    const { seller, product } = await newProduct();
    const percent = await makeCode(seller.cookie, product.id, { code: 'launch20', kind: 'percent', value: '20', maxUses: 5 });
    expect(percent.statusCode).toBe(201);
    expect(percent.json()).toMatchObject({
      code: 'LAUNCH20',
      kind: 'percent',
      percentOff: 20,
      amountOff: null,
      maxUses: 5,
      usedCount: 0,
    });
    const fixed = await makeCode(seller.cookie, product.id, { code: 'FIVE', kind: 'amount', value: '5' });
    expect(fixed.json()).toMatchObject({ amountOff: '5.00', percentOff: null, expiresAt: null, maxUses: null });

    const again = await makeCode(seller.cookie, product.id, { code: 'Launch20', kind: 'amount', value: '1' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ code: 'This product already has the code LAUNCH20' });
    const tooMuch = await makeCode(seller.cookie, product.id, { code: 'HUGE', kind: 'percent', value: '120' });
    expect(tooMuch.json().fields).toEqual({ value: 'A percentage is a whole number from 1 to 100' });
    const past = await makeCode(seller.cookie, product.id, {
      code: 'OLD',
      kind: 'percent',
      value: '10',
      expiresAt: '2020-01-01T00:00:00Z',
    });
    expect(past.json().fields).toEqual({ expiresAt: 'Choose an expiry date in the future' });

    const stranger = await signUpUser(t);
    expect((await makeCode(stranger.cookie, product.id, { code: 'MINE', kind: 'percent', value: '10' })).statusCode).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/creator/products/${product.id}/discount-codes`,
      headers: { cookie: seller.cookie },
    });
    expect(listed.json().map((code: { code: string }) => code.code)).toEqual(['LAUNCH20', 'FIVE']);

    const subscription = await newProduct(900, { isSubscription: true });
    const refused = await makeCode(subscription.seller.cookie, subscription.product.id, {
      code: 'SUB',
      kind: 'percent',
      value: '10',
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('buying with a discount code', () => {
  it('charges the discounted price, records the ledger from it, shows the code and saving on the receipt and counts the use', async () => {
    const { seller, product } = await newProduct(2000);
    const code = (await makeCode(seller.cookie, product.id, { code: 'SAVE25', kind: 'percent', value: '25' })).json();
    const buyer = await buyerWithCart(product.id);

    const unknown = await send(t, buyer.cookie, 'POST', '/api/cart/discount', { code: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ code: 'The code NOPE does not apply to anything in your cart.' });
    const applied = await send(t, buyer.cookie, 'POST', '/api/cart/discount', { code: 'save25' });
    expect(applied.json()[0]).toMatchObject({ price: '15.00', fullPrice: '20.00', discount: { code: 'SAVE25', saving: '5.00' } });

    const intent = await payWithoutConfirming(buyer.cookie);
    expect(intent.amount).toBe('15.00');
    expect((await confirm(buyer.cookie, intent.paymentIntentId)).statusCode).toBe(200);

    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentId, intent.paymentIntentId));
    expect(purchase).toMatchObject({ amountCents: 1500, discountCodeId: code.id });
    const [sale] = await salesOf(intent.paymentIntentId);
    expect(sale).toMatchObject(splitPayment([1500])[0]!);
    expect((await codeRow(code.id)).usedCount).toBe(1);

    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${intent.paymentIntentId}`,
      headers: { cookie: buyer.cookie },
    });
    expect(order.json()).toMatchObject({
      total: '15.00',
      items: [{ price: '15.00', discount: { code: 'SAVE25', saving: '5.00' } }],
    });
    // The buyer's Orders and invoice, and the creator's sales export, read the same line.
    const [listed] = (await t.app.inject({ url: '/api/orders', headers: { cookie: buyer.cookie } })).json();
    expect(listed).toMatchObject({ receiptNumber: intent.paymentIntentId, discount: '5.00', total: '15.00' });
    const invoice = await t.app.inject({
      url: `/api/orders/${intent.paymentIntentId}/invoice`,
      headers: { cookie: buyer.cookie },
    });
    expect(invoice.json()).toMatchObject({ discount: '5.00', total: '15.00' });
    const csv = await t.app.inject({ url: '/api/creator/sales.csv', headers: { cookie: seller.cookie } });
    expect(csv.body).toContain(',15.00,SAVE25,');
    // The receipt e-mail names the code and the saving on the line, with the price paid and the total charged.
    const receipt = await receiptText(buyer.user.email, intent.paymentIntentId);
    expect(receipt.text).toContain(`${product.title}: $15.00 (code SAVE25: you saved $5.00)\nTotal paid: $15.00 (USD)`);
    expect(receipt.html).toContain('(code SAVE25: you saved $5.00)');

    // A refund gives the use back.
    await approveRefund(t, { purchaseId: purchase!.id, reason: 'Not for me', decidedBy: null, now: new Date() });
    expect((await codeRow(code.id)).usedCount).toBe(0);
  });

  it('never takes a price below zero: a fixed amount above the price makes it free', async () => {
    const { seller, product } = await newProduct(300);
    await makeCode(seller.cookie, product.id, { code: 'TENOFF', kind: 'amount', value: '10' });
    const buyer = await buyerWithCart(product.id, { code: 'TENOFF' });
    const cart = (await t.app.inject({ method: 'GET', url: '/api/cart', headers: { cookie: buyer.cookie } })).json();
    expect(cart[0]).toMatchObject({ price: '0.00', discount: { saving: '3.00' } });
  });

  it('refuses an expired or used-up code before any payment', async () => {
    const { seller, product } = await newProduct(2000);
    const code = (await makeCode(seller.cookie, product.id, { code: 'ONCE', kind: 'percent', value: '10', maxUses: 1 })).json();
    const buyer = await buyerWithCart(product.id, { code: 'ONCE' });
    await t.db.update(discountCodes).set({ usedCount: 1 }).where(eq(discountCodes.id, code.id));
    const intent = await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT);
    expect(intent.statusCode).toBe(409);
    expect(intent.json().message).toBe(`${product.title}: The code ONCE has been used up.`);
    const again = await send(t, buyer.cookie, 'POST', '/api/cart/discount', { code: 'ONCE' });
    expect(again.json().fields).toEqual({ code: 'The code ONCE has been used up.' });

    await t.db
      .update(discountCodes)
      .set({ usedCount: 0, expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.id, code.id));
    expect((await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT)).json().message).toBe(
      `${product.title}: The code ONCE has expired.`,
    );
    // Taking the code off lets the buyer pay the full price.
    const cleared = await send(t, buyer.cookie, 'DELETE', '/api/cart/discount');
    expect(cleared.json()[0]).toMatchObject({ price: '20.00', discount: null, problem: null });
  });

  it('gives the last use of a code to exactly one of two buyers paying at once; the other is refunded in full and told why', async () => {
    const { seller, product } = await newProduct(2000);
    const code = (await makeCode(seller.cookie, product.id, { code: 'LAST', kind: 'percent', value: '50', maxUses: 1 })).json();
    const first = await buyerWithCart(product.id, { code: 'LAST' });
    const second = await buyerWithCart(product.id, { code: 'LAST' });
    // Both were priced while one use was left, and both paid.
    const firstIntent = await payWithoutConfirming(first.cookie);
    const secondIntent = await payWithoutConfirming(second.cookie);
    expect([firstIntent.amount, secondIntent.amount]).toEqual(['10.00', '10.00']);

    const answers = await Promise.all([
      confirm(first.cookie, firstIntent.paymentIntentId),
      confirm(second.cookie, secondIntent.paymentIntentId),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(refused).toEqual({
      code: 'payment_refunded',
      message:
        'We could not complete this purchase because the code LAST was used up by another buyer while you paid, so your payment of $10.00 has been refunded in full. Card refunds take 3-5 business days to appear.',
    });
    const withCode = await t.db.select().from(purchases).where(eq(purchases.discountCodeId, code.id));
    expect(withCode).toHaveLength(1);
    expect(withCode[0]!.amountCents).toBe(1000);
    expect((await codeRow(code.id)).usedCount).toBe(1);
    const refundedId =
      withCode[0]!.paymentId === firstIntent.paymentIntentId ? secondIntent.paymentIntentId : firstIntent.paymentIntentId;
    expect(await t.db.select().from(payments).where(eq(payments.id, refundedId))).toEqual([]);
    expect(await salesOf(refundedId)).toEqual([]);

    // A third buyer is refused before paying anything.
    const third = await buyerWithCart(product.id);
    expect((await send(t, third.cookie, 'POST', '/api/cart/discount', { code: 'LAST' })).json().fields).toEqual({
      code: 'The code LAST has been used up.',
    });
  });

  it('gives the product for free without a card or the processor with a 100% code, with a zero-amount sale', async () => {
    const { seller, product } = await newProduct(1500);
    const code = (await makeCode(seller.cookie, product.id, { code: 'GIFT', kind: 'percent', value: '100', maxUses: 1 })).json();
    const buyer = await buyerWithCart(product.id, { code: 'GIFT' });
    const byCard = await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT);
    expect(byCard.json()).toEqual({ code: 'bad_request', message: 'Nothing to pay: this order is free, so it needs no card.' });

    const free = await send(t, buyer.cookie, 'POST', '/api/checkout/free-order', {});
    expect(free.statusCode).toBe(201);
    const { paymentIntentId } = free.json();
    expect(await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.userId, buyer.user.id))).toEqual([]);
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentId, paymentIntentId));
    expect(purchase).toMatchObject({ userId: buyer.user.id, productId: product.id, amountCents: 0, status: 'active' });
    const [sale] = await salesOf(paymentIntentId);
    expect(sale).toMatchObject({ amountCents: 0, platformFeeCents: 0, processingFeeCents: 0, creatorEarningsCents: 0 });
    expect((await codeRow(code.id)).usedCount).toBe(1);
    const order = await t.app.inject({ method: 'GET', url: `/api/orders/${paymentIntentId}`, headers: { cookie: buyer.cookie } });
    expect(order.json()).toMatchObject({
      total: '0.00',
      items: [{ price: '0.00', discount: { code: 'GIFT', saving: '15.00' } }],
    });
    expect((await receiptText(buyer.user.email, paymentIntentId)).text).toContain(
      `${product.title}: $0.00 (code GIFT: you saved $15.00)\nTotal paid: $0.00 (USD)`,
    );

    // A refund of nothing asks the processor for nothing, and gives the use back.
    await approveRefund(t, { purchaseId: purchase!.id, reason: 'Changed my mind', decidedBy: null, now: new Date() });
    expect((await codeRow(code.id)).usedCount).toBe(0);
  });

  it('refuses a free order for a cart that has something to pay', async () => {
    const { product } = await newProduct(1500);
    const buyer = await buyerWithCart(product.id);
    const free = await send(t, buyer.cookie, 'POST', '/api/checkout/free-order', {});
    expect(free.json()).toEqual({ code: 'bad_request', message: 'This order has something to pay: pay it by card.' });
    expect(await t.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id))).toEqual([]);
  });
});

describe('pay what you want', () => {
  it('lets the creator set a minimum up to the suggested price, shown on the product', async () => {
    const { seller, product } = await newProduct(800);
    const tooHigh = await setMinimum(seller.cookie, product.id, '9');
    expect(tooHigh.json().fields).toEqual({ minimum: 'The minimum cannot be above the suggested price of $8.00' });
    const set = await setMinimum(seller.cookie, product.id, '2.50');
    expect(set.json()).toEqual({ minimum: '2.50', suggested: '8.00' });
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(page.json()).toMatchObject({ price: '8.00', payWhatYouWant: { minimum: '2.50' } });
    const stranger = await signUpUser(t);
    expect((await setMinimum(stranger.cookie, product.id, '0')).statusCode).toBe(404);
  });

  it('charges the named price, with fees from it, and refuses less than the minimum with a clear message', async () => {
    const { seller, product } = await newProduct(800);
    await setMinimum(seller.cookie, product.id, '2.50');
    const buyer = await signUpUser(t);
    const low = await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id, price: '2' });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      code: 'validation_failed',
      message: 'The least you can pay for this product is $2.50',
      fields: { price: 'The least you can pay for this product is $2.50' },
    });
    const added = await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id, price: '12.75' });
    expect(added.json()).toMatchObject({ price: '12.75', payWhatYouWant: { minimum: '2.50' } });
    const intent = await payWithoutConfirming(buyer.cookie);
    expect(intent.amount).toBe('12.75');
    expect((await confirm(buyer.cookie, intent.paymentIntentId)).statusCode).toBe(200);
    const [sale] = await salesOf(intent.paymentIntentId);
    expect(sale).toMatchObject(splitPayment([1275])[0]!);
    const [line] = await t.db.select().from(checkoutIntentLines).where(eq(checkoutIntentLines.intentId, intent.paymentIntentId));
    expect(line!.priceCents).toBe(1275);
  });

  it('adds a $0 named price to the library without payment', async () => {
    const { seller, product } = await newProduct(800);
    await setMinimum(seller.cookie, product.id, '0');
    const buyer = await buyerWithCart(product.id, { price: '0' });
    const free = await send(t, buyer.cookie, 'POST', '/api/checkout/free-order', {});
    expect(free.statusCode).toBe(201);
    const library = await t.app.inject({ method: 'GET', url: '/api/purchases', headers: { cookie: buyer.cookie } });
    expect(
      library.json().map((item: { productId?: number; product?: { id: number } }) => item.productId ?? item.product?.id),
    ).toContain(product.id);
  });

  it('refuses a named price for a product with a fixed price', async () => {
    const { product } = await newProduct(800);
    const buyer = await signUpUser(t);
    const named = await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id, price: '1' });
    expect(named.json().fields).toEqual({ price: 'This product has a fixed price' });
  });
});
