import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds } from '../../../src/server/db/schema/care.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { gifts, payments, purchases, sales, testPaymentIntents } from '../../../src/server/db/schema/commerce.js';
import { deliverPendingEmails } from '../../../src/server/features/email/deliver-emails.js';
import { createLogTransport } from '../../../src/server/providers/email/log-transport.js';
import { CHECKOUT_CONSENT, SUCCEEDING_CARD, createProductWithFile, send } from '../../helpers/commerce.js';
import {
  signUpUser,
  STRONG_PASSWORD,
  startSignUp,
  finishSignUpFromEmail,
  sessionCookieFrom,
  TEST_ORIGIN,
  uniqueEmail,
} from '../../helpers/factories.js';
import { latestEmail } from '../../helpers/outbox.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const DAY_MS = 86_400_000;
const dayOf = (moment: Date) => moment.toISOString().slice(0, 10);

async function newProduct(title: string, priceCents = 2000) {
  const creator = await signUpUser(t, { firstName: 'Luna' });
  return createProductWithFile(t, { creatorId: creator.user.id, priceCents, title });
}

/** The giver's checkout with "This is a gift", paid with the test card 4242. */
async function giveProduct(giverCookie: string, productId: number, gift: object) {
  const added = await send(t, giverCookie, 'POST', '/api/cart', { productId });
  expect(added.statusCode).toBe(201);
  const intent = await send(t, giverCookie, 'POST', '/api/create-payment-intent', { ...CHECKOUT_CONSENT, gift });
  if (intent.statusCode !== 200) return { refused: intent };
  const { clientSecret, paymentIntentId } = intent.json();
  const paid = await send(t, giverCookie, 'POST', '/api/test-payments/confirm', { clientSecret, ...SUCCEEDING_CARD });
  expect(paid.statusCode).toBe(200);
  const confirmed = await send(t, giverCookie, 'POST', '/api/confirm-purchase', { paymentIntentId });
  expect(confirmed.statusCode).toBe(200);
  return { paymentIntentId: paymentIntentId as string, purchaseId: confirmed.json().purchases[0].id as number };
}

/** The claim link's token in the newest gift e-mail to `to`. */
async function claimToken(to: string) {
  const email = await latestEmail(t, to, 'gift_received');
  const match = email?.textBody.match(/\/gifts\/claim\?token=([\w-]+)/);
  if (!match) throw new Error(`no claim link e-mailed to ${to}`);
  return match[1]!;
}

const preview = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/gifts/preview', headers: { origin: TEST_ORIGIN }, payload: { token } });
const claim = (cookie: string, token: string) => send(t, cookie, 'POST', '/api/gifts/claim', { token });
const library = async (cookie: string) =>
  (await t.app.inject({ url: '/api/purchases', headers: { cookie } }))
    .json()
    .map((item: { product: { id: number } }) => item.product.id);

describe('gifts', () => {
  it('pays as the giver, e-mails a working claim link, and a new account claims it into its library', async () => {
    const product = await newProduct('Moon letter');
    const giver = await signUpUser(t, { firstName: 'Iris' });
    const recipientEmail = uniqueEmail('gift-to');
    const { paymentIntentId, purchaseId } = await giveProduct(giver.cookie, product.id, {
      recipientEmail,
      message: 'Happy birthday, sleep well',
    });

    // The money is the giver's: payment, sale and order; the product is not in the giver's library.
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentIntentId!));
    expect(payment!.userId).toBe(giver.user.id);
    const [sale] = await t.db.select().from(sales).where(eq(sales.purchaseId, purchaseId!));
    expect(sale).toMatchObject({ buyerId: giver.user.id, amountCents: 2000 });
    expect(await library(giver.cookie)).not.toContain(product.id);
    const download = await t.app.inject({ url: `/api/download/${product.id}`, headers: { cookie: giver.cookie } });
    expect(download.statusCode).toBe(403);

    // The recipient's e-mail, queued in the outbox, with the gift and its link.
    const email = await latestEmail(t, recipientEmail, 'gift_received');
    expect(email!.subject).toBe('Iris sent you a gift: “Moon letter”');
    expect(email!.textBody).toContain('Their message: Happy birthday, sleep well');
    const token = await claimToken(recipientEmail);
    expect(
      await t.db.select({ tokenHash: gifts.tokenHash }).from(gifts).where(eq(gifts.purchaseId, purchaseId!)),
    ).not.toContainEqual({
      tokenHash: token,
    });
    expect((await preview(token)).json()).toEqual({
      productId: product.id,
      title: 'Moon letter',
      giverFirstName: 'Iris',
      message: 'Happy birthday, sleep well',
      state: 'claimable',
    });

    // The giver's receipt says it is a gift and offers nothing to download; so does the order.
    const receipt = await latestEmail(t, giver.email, 'purchase_receipt');
    expect(receipt!.textBody).toContain(`This is a gift for ${recipientEmail}: we e-mail them a link to claim it now.`);
    expect(receipt!.textBody).not.toContain('/api/download/');
    const order = (await t.app.inject({ url: `/api/orders/${paymentIntentId}`, headers: { cookie: giver.cookie } })).json();
    expect(order.items[0]).toMatchObject({ status: 'active', gift: { recipientEmail, deliverOn: null, claimed: false } });

    // Giver's orders: the gift line, not claimed yet.
    const orders = (await t.app.inject({ url: '/api/orders', headers: { cookie: giver.cookie } })).json();
    const line = orders.find((order: { receiptNumber: string }) => order.receiptNumber === paymentIntentId).items[0];
    expect(line).toMatchObject({ status: 'active', gift: { recipientEmail, deliverOn: null, claimed: false } });

    // Signed out, claiming needs an account; a new one signs up and claims.
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/gifts/claim', headers: { origin: TEST_ORIGIN }, payload: { token } }))
        .statusCode,
    ).toBe(401);
    const started = await startSignUp(t, {
      firstName: 'Noor',
      lastName: 'Vale',
      email: recipientEmail,
      password: STRONG_PASSWORD,
    });
    expect(started.statusCode).toBe(202);
    const recipientCookie = sessionCookieFrom((await finishSignUpFromEmail(t, recipientEmail)).headers['set-cookie']);
    const claimed = await claim(recipientCookie, token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toEqual({ productId: product.id, title: 'Moon letter' });
    expect(await library(recipientCookie)).toContain(product.id);
    expect(await library(giver.cookie)).not.toContain(product.id);
    expect((await preview(token)).json().state).toBe('claimed');

    const again = await claim(recipientCookie, token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/claimed this gift already/);
    const second = await signUpUser(t);
    const other = await claim(second.cookie, token);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toMatch(/already been claimed by another account/);

    const after = (await t.app.inject({ url: '/api/orders', headers: { cookie: giver.cookie } })).json();
    expect(after.find((order: { receiptNumber: string }) => order.receiptNumber === paymentIntentId).items[0].gift.claimed).toBe(
      true,
    );
    // The order and its invoice stay the giver's.
    const invoice = await t.app.inject({ url: `/api/orders/${paymentIntentId}/invoice`, headers: { cookie: giver.cookie } });
    expect(invoice.statusCode).toBe(200);
  });

  it('refunds the giver: the money returns to their payment, the recipient loses access, and the giver is told', async () => {
    const product = await newProduct('Tide chant', 1500);
    const giver = await signUpUser(t, { firstName: 'Iris' });
    const recipient = await signUpUser(t);
    const { paymentIntentId, purchaseId } = await giveProduct(giver.cookie, product.id, { recipientEmail: recipient.email });
    expect((await claim(recipient.cookie, await claimToken(recipient.email))).statusCode).toBe(200);
    expect(await library(recipient.cookie)).toContain(product.id);

    // The recipient cannot cash in the giver's money.
    const byRecipient = (
      await send(t, recipient.cookie, 'POST', '/api/support', { type: 'refund', message: 'Refund please', productId: product.id })
    ).json();
    expect(byRecipient.refundStatus).toBe('refused');

    const answer = (
      await send(t, giver.cookie, 'POST', '/api/support', {
        type: 'refund',
        message: 'They have it already',
        productId: product.id,
      })
    ).json();
    expect(answer.refundStatus).toBe('approved');
    const [intent] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, paymentIntentId!));
    expect(intent!.refundedAt).toBeInstanceOf(Date);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.purchaseId, purchaseId!));
    expect(refund).toMatchObject({ status: 'approved', userId: giver.user.id });
    expect((await latestEmail(t, giver.email, 'refund_decided'))?.subject).toContain('Tide chant');
    expect(await latestEmail(t, recipient.email, 'refund_decided')).toBeUndefined();

    expect(await library(recipient.cookie)).not.toContain(product.id);
    const download = await t.app.inject({ url: `/api/download/${product.id}`, headers: { cookie: recipient.cookie } });
    expect(download.statusCode).toBe(403);
  });

  it('refunds an unclaimed gift, which can then no longer be claimed', async () => {
    const product = await newProduct('Star path');
    const giver = await signUpUser(t);
    const recipientEmail = uniqueEmail('gift-unclaimed');
    const { purchaseId } = await giveProduct(giver.cookie, product.id, { recipientEmail });
    const answer = (
      await send(t, giver.cookie, 'POST', '/api/support', { type: 'refund', message: 'Changed my mind', productId: product.id })
    ).json();
    expect(answer.refundStatus).toBe('approved');
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId!));
    expect(purchase).toMatchObject({ status: 'refunded', userId: giver.user.id });
    const token = await claimToken(recipientEmail);
    expect((await preview(token)).json().state).toBe('refunded');
    const late = await signUpUser(t, { email: recipientEmail });
    const refused = await claim(late.cookie, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/refunded to the person who gave it/);
    expect(await library(late.cookie)).not.toContain(product.id);
  });

  it('says so when the recipient owns the product already, and inserts nothing', async () => {
    const product = await newProduct('Dawn bell');
    const recipient = await signUpUser(t);
    const giver = await signUpUser(t);
    // The recipient bought it themselves.
    await send(t, recipient.cookie, 'POST', '/api/cart', { productId: product.id });
    const own = await send(t, recipient.cookie, 'POST', '/api/create-payment-intent', CHECKOUT_CONSENT);
    await send(t, recipient.cookie, 'POST', '/api/test-payments/confirm', {
      clientSecret: own.json().clientSecret,
      ...SUCCEEDING_CARD,
    });
    await send(t, recipient.cookie, 'POST', '/api/confirm-purchase', { paymentIntentId: own.json().paymentIntentId });

    await giveProduct(giver.cookie, product.id, { recipientEmail: recipient.email });
    const refused = await claim(recipient.cookie, await claimToken(recipient.email));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/already have “Dawn bell” in your library/);
    const rows = await t.db.select().from(purchases).where(eq(purchases.productId, product.id));
    expect(rows.map((row) => [row.userId === recipient.user.id, row.status]).sort()).toEqual([
      [false, 'gifted'],
      [true, 'active'],
    ]);
  });

  it('keeps a later delivery date: the e-mail waits in the outbox until that day', async () => {
    const product = await newProduct('Harvest song');
    const giver = await signUpUser(t);
    const recipientEmail = uniqueEmail('gift-later');
    const deliverOn = dayOf(new Date(Date.now() + 10 * DAY_MS));
    const { paymentIntentId } = await giveProduct(giver.cookie, product.id, { recipientEmail, deliverOn, message: '' });
    const queued = await latestEmail(t, recipientEmail, 'gift_received');
    expect(queued!.nextAttemptAt.toISOString()).toBe(`${deliverOn}T00:00:00.000Z`);

    const ctx = { db: t.db, email: createLogTransport(t.app.log), log: t.app.log };
    await deliverPendingEmails(ctx, { now: new Date() });
    const [waiting] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued!.id));
    expect(waiting!.status).toBe('pending');
    // The outbox is shared with other tests' e-mails, older and due too: deliver batches until this one has gone.
    const deliveredOn = async () => {
      for (let batch = 0; batch < 50; batch++) {
        await deliverPendingEmails(ctx, { now: new Date(`${deliverOn}T00:00:01.000Z`) });
        const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, queued!.id));
        if (row!.status !== 'pending') return row!.status;
      }
      return 'pending';
    };
    expect(await deliveredOn()).toBe('sent');

    const orders = (await t.app.inject({ url: '/api/orders', headers: { cookie: giver.cookie } })).json();
    const line = orders.find((order: { receiptNumber: string }) => order.receiptNumber === paymentIntentId).items[0];
    expect(line.gift).toEqual({ recipientEmail, deliverOn, claimed: false });
  });

  it('refuses a delivery date in the past or over a year ahead, a long message, text-direction characters, a bad address and a cart of two', async () => {
    const product = await newProduct('Quiet hour');
    const giver = await signUpUser(t);
    const recipientEmail = uniqueEmail('gift-bad');
    const cases: [object, RegExp][] = [
      [{ recipientEmail, deliverOn: dayOf(new Date(Date.now() - 2 * DAY_MS)) }, /in the past/],
      [{ recipientEmail, deliverOn: dayOf(new Date(Date.now() + 400 * DAY_MS)) }, /at most a year ahead/],
      [{ recipientEmail, message: 'x'.repeat(501) }, /500 characters or fewer/],
      [{ recipientEmail, message: 'Calm \u202efdp.exe' }, /cannot contain characters that change text direction/],
      [{ recipientEmail: 'not-an-address' }, /valid email address/],
    ];
    await send(t, giver.cookie, 'POST', '/api/cart', { productId: product.id });
    for (const [gift, message] of cases) {
      const response = await send(t, giver.cookie, 'POST', '/api/create-payment-intent', { ...CHECKOUT_CONSENT, gift });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(message);
    }
    const other = await newProduct('Second thing');
    await send(t, giver.cookie, 'POST', '/api/cart', { productId: other.id });
    const two = await send(t, giver.cookie, 'POST', '/api/create-payment-intent', {
      ...CHECKOUT_CONSENT,
      gift: { recipientEmail },
    });
    expect(two.statusCode).toBe(400);
    expect(two.json().message).toMatch(/A gift checkout is for one product/);
  });
});
