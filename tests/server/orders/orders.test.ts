import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMEDIATE_ACCESS_CONSENT } from '../../../src/contract/checkout.js';
import { checkoutIntents, payments, sales } from '../../../src/server/db/schema/commerce.js';
import { buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import { signUpUser } from '../../helpers/factories.js';
import { latestEmail } from '../../helpers/outbox.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const EBOOKS = 4;
const AUDIO = 5;

let t: TestApp;
let plain: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    BUSINESS_NAME: 'Soul Market Ltd',
    BUSINESS_ADDRESS: '1 High Street, Bath',
    VAT_NUMBER: 'GB123456789',
  });
  plain = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
  await plain.app.close();
});

async function newProduct(app: TestApp, priceCents: number, title: string, categoryId = AUDIO) {
  const seller = await signUpUser(app, { firstName: 'Maya', lastName: `Creator${priceCents}` });
  return createProductWithFile(app, { creatorId: seller.user.id, priceCents, title, categoryId });
}

const get = (app: TestApp, cookie: string, url: string) => app.app.inject({ method: 'GET', url, headers: { cookie } });

describe('consent at checkout', () => {
  it('refuses to start a payment without the immediate-access consent, with a clear message', async () => {
    const product = await newProduct(t, 1200, 'Unconsented chant');
    const buyer = await signUpUser(t);
    await send(t, buyer.cookie, 'POST', '/api/cart', { productId: product.id });
    for (const payload of [{}, { immediateAccessConsent: false }]) {
      const response = await send(t, buyer.cookie, 'POST', '/api/create-payment-intent', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        message: expect.stringContaining('14-day right to cancel'),
        fields: { immediateAccessConsent: expect.any(String) },
      });
    }
    expect(await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.userId, buyer.user.id))).toEqual([]);
  });

  it('records the consent on the order and confirms it in the receipt e-mail', async () => {
    const product = await newProduct(t, 1500, 'Consented chant');
    const buyer = await signUpUser(t);
    const before = new Date();
    const { intent } = await buyProducts(t, buyer.cookie, [product.id]);
    const [checkout] = await t.db.select().from(checkoutIntents).where(eq(checkoutIntents.id, intent.paymentIntentId));
    expect(checkout!.immediateAccessConsentAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    const invoice = (await get(t, buyer.cookie, `/api/orders/${intent.paymentIntentId}/invoice`)).json();
    expect(invoice.immediateAccessConsentAt).toBe(checkout!.immediateAccessConsentAt!.toISOString());
    const receipt = await latestEmail(t, buyer.email, 'purchase_receipt');
    expect(receipt!.textBody).toContain(`you confirmed: “${IMMEDIATE_ACCESS_CONSENT}”`);
    expect(receipt!.textBody).toContain(`/orders/${intent.paymentIntentId}/invoice`);
  });
});

describe('orders and invoices', () => {
  it('lists every payment of the buyer, newest first, with items, discount, total and receipt number', async () => {
    const chant = await newProduct(t, 1200, 'Morning chant');
    const map = await newProduct(t, 2599, 'Star map');
    const book = await newProduct(t, 999, 'Moon book', EBOOKS);
    const buyer = await signUpUser(t);
    const first = await buyProducts(t, buyer.cookie, [chant.id, map.id]);
    const second = await buyProducts(t, buyer.cookie, [book.id]);
    // Another buyer's payment is not listed.
    await buyProducts(t, (await signUpUser(t)).cookie, [chant.id]);
    await t.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, first.intent.paymentIntentId));

    const response = await get(t, buyer.cookie, '/api/orders');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        receiptNumber: second.intent.paymentIntentId,
        paidAt: expect.any(String),
        items: [{ productId: book.id, title: 'Moon book', price: '9.99', status: 'active' }],
        discount: '0.00',
        total: '9.99',
      },
      {
        receiptNumber: first.intent.paymentIntentId,
        paidAt: expect.any(String),
        items: [
          { productId: chant.id, title: 'Morning chant', price: '12.00', status: 'active' },
          { productId: map.id, title: 'Star map', price: '25.99', status: 'active' },
        ],
        discount: '0.00',
        total: '37.99',
      },
    ]);
  });

  it('invoices with the business identity, the buyer, each creator and the VAT per item at the rate for its kind', async () => {
    const audio = await newProduct(t, 1200, 'Sound bath');
    const book = await newProduct(t, 999, 'Healing book', EBOOKS);
    const buyer = await signUpUser(t, { firstName: 'Iris', lastName: 'Buyer' });
    const { intent } = await buyProducts(t, buyer.cookie, [audio.id, book.id]);

    const response = await get(t, buyer.cookie, `/api/orders/${intent.paymentIntentId}/invoice`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      issuer: { name: 'Soul Market Ltd', address: '1 High Street, Bath', vatNumber: 'GB123456789' },
      buyer: { name: 'Iris Buyer', email: buyer.email },
      receiptNumber: intent.paymentIntentId,
      paidAt: expect.any(String),
      immediateAccessConsentAt: expect.any(String),
      items: [
        {
          productId: audio.id,
          title: 'Sound bath',
          creator: 'Maya Creator1200',
          kind: 'Digital content',
          price: '12.00',
          vat: { ratePercent: 20, amount: '2.00' },
          status: 'active',
        },
        {
          productId: book.id,
          title: 'Healing book',
          creator: 'Maya Creator999',
          kind: 'E-book or e-publication',
          price: '9.99',
          vat: { ratePercent: 0, amount: '0.00' },
          status: 'active',
        },
      ],
      discount: '0.00',
      total: '21.99',
      vatTotal: '2.00',
    });
  });

  it('shows the same figures on the receipt e-mail, the invoice and the ledger', async () => {
    const a = await newProduct(t, 1234, 'Ledger chant');
    const b = await newProduct(t, 4321, 'Ledger book', EBOOKS);
    const buyer = await signUpUser(t);
    const { intent } = await buyProducts(t, buyer.cookie, [a.id, b.id]);
    const invoice = (await get(t, buyer.cookie, `/api/orders/${intent.paymentIntentId}/invoice`)).json();
    const ledger = await t.db.select().from(sales).where(eq(sales.paymentId, intent.paymentIntentId)).orderBy(sales.id);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, intent.paymentIntentId));
    const receipt = (await latestEmail(t, buyer.email, 'purchase_receipt'))!.textBody;

    const cents = (price: string) => Math.round(Number(price) * 100);
    expect(invoice.items.map((item: { price: string }) => cents(item.price))).toEqual(ledger.map((row) => row.amountCents));
    expect(cents(invoice.total)).toBe(payment!.amountCents);
    expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(payment!.amountCents);
    for (const item of invoice.items as { title: string; price: string }[])
      expect(receipt).toContain(`${item.title}: $${item.price}`);
    expect(receipt).toContain(`Total paid: $${invoice.total} (USD)`);
  });

  it('shows no VAT when no VAT number is configured, and names the default business', async () => {
    const product = await newProduct(plain, 1200, 'Plain chant');
    const buyer = await signUpUser(plain);
    const { intent } = await buyProducts(plain, buyer.cookie, [product.id]);
    const invoice = (await get(plain, buyer.cookie, `/api/orders/${intent.paymentIntentId}/invoice`)).json();
    expect(invoice.issuer).toEqual({ name: 'Soul Market', address: null, vatNumber: null });
    expect(invoice.vatTotal).toBeNull();
    expect(invoice.items[0].vat).toBeNull();
  });

  it("answers 404 for another buyer's invoice, as for one that does not exist", async () => {
    const product = await newProduct(t, 800, 'Private chant');
    const buyer = await signUpUser(t);
    const { intent } = await buyProducts(t, buyer.cookie, [product.id]);
    const stranger = await signUpUser(t);
    const theirs = await get(t, stranger.cookie, `/api/orders/${intent.paymentIntentId}/invoice`);
    const missing = await get(t, stranger.cookie, '/api/orders/pi_test_nothing/invoice');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(missing.json());
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});
