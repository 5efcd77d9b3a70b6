import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refunds, supportTickets } from '../../../src/server/db/schema/care.js';
import { purchases, sales, testPaymentIntents } from '../../../src/server/db/schema/commerce.js';
import { buyProductDaysAgo } from '../../helpers/commerce.js';
import { signUpUser, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  const adminEmail = uniqueEmail('refund-admin');
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  adminCookie = (await signUpUser(t, { email: adminEmail })).cookie;
});
afterAll(async () => {
  await t.app.close();
});

/** A creator's product bought through the test-mode checkout by `buyer`, dated `daysAgo` days back. */
const buyProduct = (buyer: { cookie: string }, options: { daysAgo: number; downloadCount?: number }) =>
  buyProductDaysAgo(t, buyer.cookie, options);

const support = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/support',
    payload: payload as object,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

async function creatorEarningsOf(purchaseId: number) {
  const [row] = await t.db
    .select({ total: sql<string>`coalesce(sum(${sales.creatorEarningsCents}), 0)` })
    .from(sales)
    .where(eq(sales.purchaseId, purchaseId));
  return Number(row!.total);
}

describe('support centre', () => {
  it('requires sign-in', async () => {
    const response = await support(undefined, { type: 'general', priority: 'medium', message: 'Hello there' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a blank message and unknown types or priorities, naming the field', async () => {
    const { cookie } = await signUpUser(t);
    const blank = await support(cookie, { type: 'general', priority: 'medium', message: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toEqual({ message: 'Message is required' });
    const wrong = await support(cookie, { type: 'billing', priority: 'asap', message: 'Hi', productId: 'abc' });
    expect(Object.keys(wrong.json().fields).sort()).toEqual(['priority', 'productId', 'type']);
  });

  it('answers with the AI assistant, defaults to general and medium, and keeps a resolved ticket', async () => {
    const { cookie, user } = await signUpUser(t);
    const response = await support(cookie, { message: 'The download link gives me a corrupt zip file' });
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ category: 'download_access', escalateToHuman: false, refundStatus: null });
    expect(answer.response).toContain('The download link gives me a corrupt zip file');
    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, answer.ticketId));
    expect(ticket).toMatchObject({
      userId: user.id,
      type: 'general',
      priority: 'medium',
      status: 'resolved',
      category: 'download_access',
    });
  });

  it('escalates urgent requests, payment disputes and legal matters to a person', async () => {
    const { cookie } = await signUpUser(t);
    for (const payload of [
      { priority: 'urgent', message: 'How do I change my profile picture?' },
      { message: 'I was charged twice for one order' },
      { message: 'My lawyer will be in touch about this GDPR request' },
    ]) {
      const answer = (await support(cookie, payload)).json();
      expect(answer.escalateToHuman, payload.message).toBe(true);
      const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, answer.ticketId));
      expect(ticket!.status).toBe('awaiting_human');
    }
  });

  it('reads what the person wants and answers it with its steps, escalating what a person must do', async () => {
    const { cookie } = await signUpUser(t);
    const cases = [
      {
        payload: { message: 'How would I swap the cover photo of my product?' },
        category: 'general',
        escalated: false,
        says: /Save cover/,
      },
      {
        payload: { type: 'technical', message: 'Somebody broke into my account and changed my email address' },
        category: 'account',
        escalated: true,
        says: /Forgot password/,
      },
      {
        payload: { type: 'refund', message: 'The same amount left my account twice this morning, for one order' },
        category: 'charge_dispute',
        escalated: true,
        says: /more than once/,
      },
      {
        payload: { type: 'product', message: 'A buyer made three new accounts to keep messaging me after I blocked him' },
        category: 'safety',
        escalated: true,
        says: /suspend their account/,
      },
    ];
    for (const { payload, category, escalated, says } of cases) {
      const answer = (await support(cookie, payload)).json();
      expect(answer, payload.message).toMatchObject({ category, escalateToHuman: escalated, crisis: null });
      expect(answer.response, payload.message).toMatch(says);
      const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, answer.ticketId));
      expect(ticket, payload.message).toMatchObject({ category, status: escalated ? 'awaiting_human' : 'resolved' });
    }
  });

  it('claims as resolved only an answer with the steps for what was asked', async () => {
    const { cookie } = await signUpUser(t);
    const howTo = (await support(cookie, { message: 'How do I change the cover image of my product?' })).json();
    expect(howTo).toMatchObject({ escalateToHuman: false, resolved: true });
    const vague = (await support(cookie, { message: 'where is my stuff' })).json();
    expect(vague).toMatchObject({ escalateToHuman: false, resolved: false });
    expect(vague.response).toMatch(/questions on this page/);
    const status = async (id: number) =>
      (await t.db.select({ status: supportTickets.status }).from(supportTickets).where(eq(supportTickets.id, id)))[0]!.status;
    expect(await status(howTo.ticketId)).toBe('resolved');
    expect(await status(vague.ticketId)).toBe('answered');
  });

  it('hands a request to a person when the asker says the answer did not help, for the asker only', async () => {
    const asker = await signUpUser(t);
    const stranger = await signUpUser(t);
    const answer = (await support(asker.cookie, { message: 'How do I change the cover image of my product?' })).json();
    const notHelped = (cookie: string, id: number | string = answer.ticketId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/support/tickets/${id}/not-helped`,
        headers: { origin: TEST_ORIGIN, cookie },
      });
    expect((await notHelped(stranger.cookie)).statusCode).toBe(404);
    expect((await notHelped(asker.cookie, 'x1')).statusCode).toBe(400);
    const [before] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, answer.ticketId));
    expect(before).toMatchObject({ status: 'resolved', escalateToHuman: false });

    const moved = await notHelped(asker.cookie);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({ id: answer.ticketId, status: 'awaiting_human' });
    expect((await notHelped(asker.cookie)).json()).toEqual({ id: answer.ticketId, status: 'awaiting_human' });
    const [after] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, answer.ticketId));
    expect(after).toMatchObject({ status: 'awaiting_human', escalateToHuman: true });
    // It joins the asker's requests that a person answers.
    const mine = await t.app.inject({ method: 'GET', url: '/api/support/tickets', headers: { cookie: asker.cookie } });
    expect(mine.json().map((ticket: { id: number }) => ticket.id)).toContain(answer.ticketId);
  });

  it('answers a safety concern with care and the Samaritans number, and escalates', async () => {
    const { cookie } = await signUpUser(t);
    const answer = (await support(cookie, { message: 'Another user keeps sending me threats and I feel unsafe' })).json();
    expect(answer).toMatchObject({ escalateToHuman: true, category: 'safety', crisis: { domesticAbuse: true } });
    expect(answer.response).toMatch(/999.*116 123/);
  });
});

describe('safety and escalation', () => {
  it('answers someone who does not want to be alive with crisis resources first, and puts them at the top of the admin queue', async () => {
    const { cookie } = await signUpUser(t);
    const urgent = (await support(cookie, { type: 'technical', priority: 'urgent', message: 'Checkout is down for me' })).json();
    const atRisk = (
      await support(cookie, {
        type: 'general',
        priority: 'low',
        message: 'honestly i dont want to be alive any more, nothing helps',
      })
    ).json();
    expect(atRisk).toMatchObject({ category: 'crisis', escalateToHuman: true, crisis: { domesticAbuse: false } });
    expect(atRisk.response).toMatch(/999.*Samaritans free on 116 123.*SHOUT to 85258/);
    expect(atRisk.response).not.toContain('nothing helps');
    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, atRisk.ticketId));
    expect(ticket).toMatchObject({ status: 'awaiting_human', category: 'crisis', message: expect.stringContaining('alive') });

    const forbidden = await t.app.inject({ url: '/api/admin/support-tickets', headers: { cookie } });
    expect(forbidden.statusCode).toBe(403);
    const queue = (await t.app.inject({ url: '/api/admin/support-tickets', headers: { cookie: adminCookie } })).json() as {
      id: number;
      category: string;
      priority: string;
    }[];
    const atRiskFirst = (category: string) => category === 'crisis' || category === 'safety';
    const lastSafety = queue.findLastIndex((item) => atRiskFirst(item.category));
    const firstOther = queue.findIndex((item) => !atRiskFirst(item.category));
    expect(queue.findIndex((item) => item.id === atRisk.ticketId)).toBeLessThanOrEqual(lastSafety);
    expect(lastSafety).toBeLessThan(firstOther);
    // After safety, urgent requests come before the rest.
    expect(queue[firstOther]!.priority).toBe('urgent');
    expect(queue.some((item) => item.id === urgent.ticketId)).toBe(true);
  });

  it('does not treat a thriller, a joke or an idiom as a crisis', async () => {
    const { cookie } = await signUpUser(t);
    for (const message of [
      'The thriller audiobook about a stalker has a chapter repeated twice.',
      "I'm dying to try the new course but the checkout page shows an error.",
    ]) {
      const answer = (await support(cookie, { message })).json();
      expect(answer.category, message).not.toBe('crisis');
      expect(answer.crisis, message).toBeNull();
      expect(answer.response, message).not.toContain('116 123');
    }
  });

  it('keeps a technical report technical even when it mentions a refund, and sends copyright reports to a person', async () => {
    const { cookie } = await signUpUser(t);
    const technical = (
      await support(cookie, { type: 'technical', message: 'The page crashes after login. I want it fixed, not a refund.' })
    ).json();
    expect(technical).toMatchObject({ category: 'technical', escalateToHuman: false });
    const copyright = (
      await support(cookie, {
        type: 'general',
        message: 'This listing uses my photographs without permission, it is infringement.',
      })
    ).json();
    expect(copyright).toMatchObject({ category: 'policy_legal', escalateToHuman: true });
  });
});

describe('refunds', () => {
  it('refuses a refund for a product the user never bought, without a refund row', async () => {
    const buyer = await signUpUser(t);
    const other = await signUpUser(t);
    const { product } = await buyProduct(other, { daysAgo: 1 });
    const answer = (await support(buyer.cookie, { type: 'refund', message: 'Please refund this', productId: product.id })).json();
    expect(answer).toMatchObject({ refundStatus: 'refused', escalateToHuman: false, category: 'refund' });
    expect(answer.response).toMatch(/could not find an active purchase/);
    expect(await t.db.select().from(refunds).where(eq(refunds.userId, buyer.user.id))).toEqual([]);
  });

  it('approves automatically within 14 days when never downloaded: access ends and the earnings are reversed', async () => {
    const buyer = await signUpUser(t);
    const { product, purchase } = await buyProduct(buyer, { daysAgo: 3 });
    expect(await creatorEarningsOf(purchase.id)).toBeGreaterThan(0);
    const answer = (
      await support(buyer.cookie, { type: 'refund', priority: 'medium', message: 'Not for me', productId: String(product.id) })
    ).json();
    expect(answer).toMatchObject({ refundStatus: 'approved', escalateToHuman: false, category: 'refund' });
    expect(answer.response).toContain('$25.00');

    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(after!.status).toBe('refunded');
    expect(after!.refundedAt).toBeInstanceOf(Date);
    // Access ends: the download is refused and the purchase leaves the buyer's list.
    const download = await t.app.inject({ url: `/api/download/${product.id}`, headers: { cookie: buyer.cookie } });
    expect(download.statusCode).toBe(403);
    const list = await t.app.inject({ url: '/api/purchases', headers: { cookie: buyer.cookie } });
    expect(list.json().map((item: { product: { id: number } }) => item.product.id)).not.toContain(product.id);
    // The test-mode processor recorded the refund of the payment.
    const [intent] = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, purchase.paymentId));
    expect(intent!.refundedAt).toBeInstanceOf(Date);
    // The sale row is kept and a reversal added: the creator's earnings for this purchase are now zero.
    const ledger = await t.db.select().from(sales).where(eq(sales.purchaseId, purchase.id));
    expect(ledger.map((row) => row.kind).sort()).toEqual(['reversal', 'sale']);
    expect(await creatorEarningsOf(purchase.id)).toBe(0);
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.purchaseId, purchase.id));
    expect(refund).toMatchObject({ status: 'approved', ticketId: answer.ticketId, providerRefundId: expect.any(String) });

    // A second request finds no active purchase.
    const again = (await support(buyer.cookie, { type: 'refund', message: 'Again', productId: product.id })).json();
    expect(again.refundStatus).toBe('refused');
  });

  it('holds a downloaded purchase for a person, and an admin approval runs the same refund', async () => {
    const buyer = await signUpUser(t);
    const { product, purchase } = await buyProduct(buyer, { daysAgo: 2, downloadCount: 1 });
    const answer = (await support(buyer.cookie, { type: 'refund', message: 'It did not help me', productId: product.id })).json();
    expect(answer).toMatchObject({ refundStatus: 'pending', escalateToHuman: true });
    expect(answer.response).toMatch(/already downloaded/);
    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, answer.ticketId));
    expect(ticket!.status).toBe('awaiting_human');

    const notAdmin = await t.app.inject({ url: '/api/admin/refunds?status=pending', headers: { cookie: buyer.cookie } });
    expect(notAdmin.statusCode).toBe(403);
    const queue = await t.app.inject({ url: '/api/admin/refunds?status=pending', headers: { cookie: adminCookie } });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().find((refund: { purchase: { id: number } }) => refund.purchase.id === purchase.id);
    expect(item).toMatchObject({
      status: 'pending',
      message: 'It did not help me',
      product: { id: product.id },
      purchase: { downloadCount: 1, amount: '25.00' },
    });

    const decide = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/refunds/${item.id}`,
        payload: payload as object,
        headers: { origin: TEST_ORIGIN, cookie: adminCookie },
      });
    expect((await decide({ decision: 'maybe' })).statusCode).toBe(400);
    const approved = await decide({ decision: 'approve', note: 'Goodwill' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', purchase: { status: 'refunded' } });
    expect(approved.json()).toMatchObject({ decisionNote: 'Goodwill', reason: item.reason });
    expect(await creatorEarningsOf(purchase.id)).toBe(0);
    expect((await decide({ decision: 'refuse' })).statusCode).toBe(409);
  });

  it('holds a request between 14 and 30 days for a person, and only an admin may refuse it', async () => {
    const buyer = await signUpUser(t);
    const { product, purchase } = await buyProduct(buyer, { daysAgo: 20 });
    const answer = (await support(buyer.cookie, { type: 'refund', message: 'Changed my mind', productId: product.id })).json();
    expect(answer).toMatchObject({ refundStatus: 'pending', escalateToHuman: true });
    expect(answer.response).toMatch(/more than 14 days/);
    const [refund] = await t.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.purchaseId, purchase.id), eq(refunds.status, 'pending')));
    const decide = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/refunds/${refund!.id}`,
        payload: { decision: 'refuse', note: 'Used in full' },
        headers: { origin: TEST_ORIGIN, cookie },
      });
    expect((await decide(buyer.cookie)).statusCode).toBe(403);
    const refused = await decide(adminCookie);
    expect(refused.json()).toMatchObject({ status: 'refused', purchase: { status: 'active' }, decidedAt: expect.any(String) });
    expect(await creatorEarningsOf(purchase.id)).toBeGreaterThan(0);
    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, answer.ticketId));
    expect(ticket!.status).toBe('closed');
  });

  it('holds the refund for a person, changing nothing, when the payment provider cannot refund', async () => {
    const buyer = await signUpUser(t);
    const { product, purchase } = await buyProduct(buyer, { daysAgo: 1 });
    // The processor no longer knows the payment, so its refund fails.
    await t.db.delete(testPaymentIntents).where(eq(testPaymentIntents.id, purchase.paymentId));
    const answer = (await support(buyer.cookie, { type: 'refund', message: 'Please refund', productId: product.id })).json();
    expect(answer).toMatchObject({ refundStatus: 'pending', escalateToHuman: true });
    expect(answer.response).toMatch(/could not complete the refund automatically/);
    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(after!.status).toBe('active');
    expect(await creatorEarningsOf(purchase.id)).toBeGreaterThan(0);
  });

  it('refuses after the 30-day guarantee and points to the refund policy', async () => {
    const buyer = await signUpUser(t);
    const { product, purchase } = await buyProduct(buyer, { daysAgo: 45 });
    const answer = (await support(buyer.cookie, { type: 'refund', message: 'Please refund', productId: product.id })).json();
    expect(answer).toMatchObject({ refundStatus: 'refused', escalateToHuman: false });
    expect(answer.response).toContain('30-day satisfaction guarantee');
    expect(answer.response).toContain('/refund-policy');
    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(after!.status).toBe('active');
  });
});
