import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { supportTickets } from '../../../src/server/db/schema/care.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { passwordReset } from '../../../src/server/features/email/compose-email.js';
import { deliverPendingEmails, MAX_EMAIL_ATTEMPTS } from '../../../src/server/features/email/deliver-emails.js';
import { queueEmail } from '../../../src/server/features/email/queue-email.js';
import type { EmailTransport } from '../../../src/server/providers/email/email-transport.js';
import { createLogTransport } from '../../../src/server/providers/email/log-transport.js';
import { createSmtpTransport } from '../../../src/server/providers/email/smtp-transport.js';
import { runPayoutBatch } from '../../../src/server/features/payouts/run-payout-batch.js';
import { buyProductDaysAgo, buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import { connectTestPayoutAccount, createTestBuyer, createTestProduct, recordTestSale } from '../../helpers/creator-factories.js';
import { signUpUser, uniqueEmail } from '../../helpers/factories.js';
import { decodeQuotedPrintable, startSmtpSink } from '../../helpers/smtp.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
const adminEmail = uniqueEmail('mail-admin');
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
});
afterAll(async () => {
  await t.app.close();
});

const outboxOf = (to: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)).orderBy(emailOutbox.id);
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('e-mails written with what causes them', () => {
  it('queues a receipt with a download link per product when a purchase is recorded, once', async () => {
    const creator = await signUpUser(t);
    const product = await createProductWithFile(t, { creatorId: creator.user.id, priceCents: 1500, title: 'Moonlit breathing' });
    const buyer = await signUpUser(t, { firstName: 'Wren' });
    const { intent } = await buyProducts(t, buyer.cookie, [product.id]);
    // The same payment confirmed again records nothing and sends nothing.
    await send(t, buyer.cookie, 'POST', '/api/confirm-purchase', {
      paymentIntentId: intent.paymentIntentId,
      productIds: [product.id],
    });

    const receipts = (await outboxOf(buyer.email)).filter((row) => row.kind === 'purchase_receipt');
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    expect(receipt).toMatchObject({
      status: 'pending',
      attempts: 0,
      userId: buyer.user.id,
      subject: 'Your Soul Market receipt: $15.00',
    });
    expect(receipt!.textBody).toContain('Hello Wren,');
    expect(receipt!.textBody).toContain('Moonlit breathing: $15.00');
    expect(receipt!.textBody).toContain(`${t.config.siteUrl}/api/download/${product.id}`);
    expect(receipt!.htmlBody).toContain(`href="${t.config.siteUrl}/api/download/${product.id}"`);
    // The footer names the product and its address, in both versions.
    expect(receipt!.textBody).toContain(`Soul Market · ${t.config.siteUrl}`);
    expect(receipt!.htmlBody).toContain('Soul Market ·');
  });

  it('tells the buyer their refund was approved', async () => {
    const buyer = await signUpUser(t);
    const { product } = await buyProductDaysAgo(t, buyer.cookie, { daysAgo: 2 });
    const asked = await send(t, buyer.cookie, 'POST', '/api/support', {
      message: `I would like a refund for product ${product.id}`,
      productId: product.id,
      type: 'refund',
    });
    expect(asked.statusCode).toBe(200);
    const [decided] = (await outboxOf(buyer.email)).filter((row) => row.kind === 'refund_decided');
    expect(decided?.subject).toBe(`Your refund for “${product.title}” is approved`);
    expect(decided?.textBody).toContain('$25.00');
  });

  it('tells a creator their payout was sent, with its amount and reference', async () => {
    const creator = await signUpUser(t);
    await connectTestPayoutAccount(t, creator.user);
    const product = await createTestProduct(t.db, creator.user.id);
    const buyer = await createTestBuyer(t.db);
    await recordTestSale(t, {
      buyerId: buyer.id,
      productId: product.id,
      amountCents: 5000,
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    });
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/creator/request-payout',
      headers: { cookie: creator.cookie, origin: 'http://localhost:80', 'content-type': 'application/json' },
    });
    expect(asked.statusCode).toBe(201);
    const payoutDate = new Date(asked.json().payout.payoutDate);
    const run = await runPayoutBatch(t, {
      payouts: t.payouts,
      now: new Date(payoutDate.getTime() + 60_000),
      holdDays: t.config.payouts.holdDays,
    });
    expect(run.completed).toContain(asked.json().payout.id);
    const [sent] = (await outboxOf(creator.email)).filter((row) => row.kind === 'payout_sent');
    expect(sent?.subject).toBe(`Your payout of $${asked.json().payout.amount} is on its way`);
  });

  it('sends the user the team’s reply to their ticket', async () => {
    const admin = await signUpUser(t, { email: adminEmail });
    const user = await signUpUser(t, { firstName: 'Sage' });
    const [ticket] = await t.db
      .insert(supportTickets)
      .values({
        userId: user.user.id,
        type: 'technical',
        priority: 'high',
        message: 'My download stops halfway',
        category: 'download_access',
        response: 'A person will look at this.',
        suggestedActions: [],
        escalateToHuman: true,
        status: 'awaiting_human',
      })
      .returning();
    const body = 'We reset your download link: please try again now.';
    const replied = await send(t, admin.cookie, 'POST', `/api/admin/support-tickets/${ticket!.id}/reply`, { body, close: false });
    expect(replied.statusCode).toBe(200);
    const [sent] = (await outboxOf(user.email)).filter((row) => row.kind === 'ticket_reply');
    expect(sent?.subject).toBe(`A reply to your support request #${ticket!.id}`);
    expect(sent?.textBody).toContain(body);
    expect(sent?.htmlBody).toContain('We reset your download link');
  });
});

describe('the e-mail job', () => {
  // One database serves a worker's test files, so earlier tests leave messages waiting: they are held
  // back (and put back afterwards), or the job's batch could be full before this test's own message.
  let heldBack: { id: number; nextAttemptAt: Date }[] = [];
  beforeEach(async () => {
    heldBack = await t.db
      .select({ id: emailOutbox.id, nextAttemptAt: emailOutbox.nextAttemptAt })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'));
    if (heldBack.length === 0) return;
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date('2999-01-01T00:00:00Z') })
      .where(
        inArray(
          emailOutbox.id,
          heldBack.map((row) => row.id),
        ),
      );
  });
  afterEach(async () => {
    for (const row of heldBack) {
      await t.db.update(emailOutbox).set({ nextAttemptAt: row.nextAttemptAt }).where(eq(emailOutbox.id, row.id));
    }
  });

  it('sends a queued message through a real SMTP server, as text and HTML, and records it sent', async () => {
    const sink = await startSmtpSink();
    try {
      const to = uniqueEmail('smtp');
      const id = await queueEmail(t.db, {
        to,
        message: passwordReset(t.config.siteUrl, { firstName: 'Ada', token: 'tok-123', validMinutes: 60 }),
      });
      const transport = createSmtpTransport({ url: sink.url, from: 'Soul Market <hello@soulmarket.example>' });
      const now = later(1);
      await deliverPendingEmails({ db: t.db, email: transport, log: t.app.log }, { now });

      const message = sink.received.find((received) => received.to.includes(to));
      expect(message?.from).toBe('hello@soulmarket.example');
      const body = decodeQuotedPrintable(message!.raw);
      expect(body).toMatch(/^Subject: Reset your Soul Market password/m);
      expect(body).toContain('multipart/alternative');
      expect(body).toContain('text/plain');
      expect(body).toContain('text/html');
      expect(body).toContain(`${t.config.siteUrl}/reset-password?token=tok-123`);
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: now });
    } finally {
      await sink.close();
    }
  });

  it('retries a refused message with a growing delay, then gives up and keeps the last error', async () => {
    const to = uniqueEmail('refused');
    const id = await queueEmail(t.db, {
      to,
      message: passwordReset(t.config.siteUrl, { firstName: 'Ada', token: 't', validMinutes: 60 }),
    });
    const refusing: EmailTransport = {
      name: 'smtp',
      send: async (message) => {
        if (message.to === to) throw new Error('550 mailbox unavailable');
      },
    };
    const ctx = { db: t.db, email: refusing, log: t.app.log };
    const row = async () => (await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

    let now = later(1);
    await deliverPendingEmails(ctx, { now });
    const first = await row();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: '550 mailbox unavailable', sentAt: null });
    expect(first.nextAttemptAt.getTime()).toBe(now.getTime() + 60_000);
    // Not due yet: nothing is tried.
    await deliverPendingEmails(ctx, { now: new Date(now.getTime() + 30_000) });
    expect((await row()).attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      now = (await row()).nextAttemptAt;
      await deliverPendingEmails(ctx, { now });
      expect((await row()).attempts).toBe(attempt);
    }
    expect(await row()).toMatchObject({ status: 'failed', attempts: MAX_EMAIL_ATTEMPTS, lastError: '550 mailbox unavailable' });
    await deliverPendingEmails(ctx, { now: later(60 * 24) });
    expect((await row()).attempts).toBe(MAX_EMAIL_ATTEMPTS);
  });

  it('without SMTP, logs each message’s links and marks it sent', async () => {
    const lines: { to: string; links: string[] }[] = [];
    const log = {
      ...t.app.log,
      info: (entry: { to: string; links: string[] }) => void lines.push(entry),
    } as unknown as TestApp['app']['log'];
    const to = uniqueEmail('logged');
    const id = await queueEmail(t.db, {
      to,
      message: passwordReset(t.config.siteUrl, { firstName: 'Ada', token: 'abc', validMinutes: 60 }),
    });
    await deliverPendingEmails({ db: t.db, email: createLogTransport(log), log: t.app.log }, { now: later(1) });
    expect(lines.find((line) => line.to === to)?.links).toContain(`${t.config.siteUrl}/reset-password?token=abc`);
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'sent')));
    expect(row).toBeDefined();
  });
});
