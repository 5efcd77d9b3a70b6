import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/auth.js';
import { checkoutIntentLines, checkoutIntents } from '../../../src/server/db/schema/commerce.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { creatorSale } from '../../../src/server/features/email/compose-email.js';
import { queueCreatorEmail } from '../../../src/server/features/email/queue-creator-email.js';
import { runPayoutBatch } from '../../../src/server/features/payouts/run-payout-batch.js';
import { splitPayment } from '../../../src/server/lib/fees.js';
import { buyProductDaysAgo, buyProducts, createProductWithFile, requestPayout, send } from '../../helpers/commerce.js';
import {
  connectTestPayoutAccount,
  createTestBuyer,
  createTestProduct,
  recordTestRefund,
  recordTestSale,
} from '../../helpers/creator-factories.js';
import { createStripeTestApp } from '../../helpers/fake-stripe.js';
import { signUpUser, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
const adminEmail = uniqueEmail('creator-mail-admin');
const revisionAdminEmail = uniqueEmail('creator-mail-revision-admin');
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: `${adminEmail},${revisionAdminEmail}` });
});
afterAll(async () => {
  await t.app.close();
});

const DAY_MS = 86_400_000;
const earningsOf = (amountCents: number) => splitPayment([amountCents])[0]!.creatorEarningsCents;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The creator's e-mails of one kind in the outbox. */
const mailOf = (db: TestApp['db'], to: string, kind: (typeof emailOutbox.$inferSelect)['kind']) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.kind, kind)))
    .orderBy(emailOutbox.id);

const turn = (cookie: string, kind: string, on: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/account/emails',
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { kind, on },
  });

async function creatorWithProduct(priceCents = 2000, overrides: Parameters<typeof createProductWithFile>[1] = { creatorId: 0 }) {
  const creator = await signUpUser(t, { firstName: 'Maya' });
  const product = await createProductWithFile(t, { ...overrides, creatorId: creator.user.id, priceCents });
  return { creator, product };
}

describe('creator e-mail settings', () => {
  it('are all on for a creator until turned off, one kind at a time, and kept on the server', async () => {
    const { creator } = await creatorWithProduct();
    const read = async () => (await t.app.inject({ url: '/api/account/emails', headers: { cookie: creator.cookie } })).json();
    expect(await read()).toEqual({
      isCreator: true,
      emails: {
        product_update: true,
        sale: true,
        subscriber: true,
        refund: true,
        listing: true,
        payout_sent: true,
        payout_cut: true,
        review: true,
      },
    });
    const off = await turn(creator.cookie, 'sale', false);
    expect(off.statusCode).toBe(200);
    expect(off.json().emails).toMatchObject({ sale: false, review: true });
    await turn(creator.cookie, 'review', false);
    await turn(creator.cookie, 'sale', true);
    expect((await read()).emails).toMatchObject({ sale: true, review: false, refund: true });
  });

  it('tell a buyer who lists nothing that they are not a creator, and refuse an unknown kind', async () => {
    const buyer = await signUpUser(t);
    const answer = await t.app.inject({ url: '/api/account/emails', headers: { cookie: buyer.cookie } });
    expect(answer.json().isCreator).toBe(false);
    expect((await turn(buyer.cookie, 'gossip', false)).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/account/emails' })).statusCode).toBe(401);
  });
});

describe('creator e-mails', () => {
  it('tell the creator about a new sale, once, with what they earned and a link to their earnings', async () => {
    const { creator, product } = await creatorWithProduct(2000);
    const buyer = await signUpUser(t, { firstName: 'Wren' });
    const { intent } = await buyProducts(t, buyer.cookie, [product.id]);
    // The same payment confirmed again records nothing and e-mails nothing.
    await send(t, buyer.cookie, 'POST', '/api/confirm-purchase', {
      paymentIntentId: intent.paymentIntentId,
      productIds: [product.id],
    });

    const sent = await mailOf(t.db, creator.email, 'creator_sale');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      userId: creator.user.id,
      subject: `New sale: “${product.title}” (${dollars(earningsOf(2000))} earned)`,
    });
    expect(sent[0]!.textBody).toContain('Hello Maya,');
    expect(sent[0]!.textBody).toContain(`for $20.00. After fees you earned ${dollars(earningsOf(2000))}`);
    expect(sent[0]!.textBody).toContain(`${t.config.siteUrl}/earnings`);
    expect(sent[0]!.htmlBody).toContain(`href="${t.config.siteUrl}/earnings"`);
    // Products do not show who bought them, so neither does the e-mail.
    expect(sent[0]!.textBody).not.toContain('Wren');
    expect(sent[0]!.textBody).not.toContain(buyer.email);
  });

  it('write nothing for a kind the creator turned off', async () => {
    const { creator, product } = await creatorWithProduct(1500);
    expect((await turn(creator.cookie, 'sale', false)).statusCode).toBe(200);
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    expect(await mailOf(t.db, creator.email, 'creator_sale')).toEqual([]);
  });

  it('write nothing when the event is rolled back', async () => {
    const { creator } = await creatorWithProduct();
    await t.db
      .transaction(async (tx) => {
        await queueCreatorEmail(tx, {
          creatorId: creator.user.id,
          kind: 'sale',
          eventKey: `rolled-back-${creator.user.id}`,
          message: ({ firstName }) => creatorSale(t.config.siteUrl, { firstName, title: 'Gone', price: '10.00', earned: '8.00' }),
        });
        throw new Error('the sale failed');
      })
      .catch(() => undefined);
    expect(await mailOf(t.db, creator.email, 'creator_sale')).toEqual([]);
  });

  it('tell the creator about a new subscriber, with the first month earned', async () => {
    const { creator, product } = await creatorWithProduct(900, {
      creatorId: 0,
      isSubscription: true,
      subscriptionInterval: 'month',
    });
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    const sent = await mailOf(t.db, creator.email, 'creator_subscriber');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`New subscriber to “${product.title}”`);
    expect(sent[0]!.textBody).toContain(`($9.00 / month). After fees you earned ${dollars(earningsOf(900))}`);
    // A subscription is announced as a subscriber, not a second time as a sale.
    expect(await mailOf(t.db, creator.email, 'creator_sale')).toEqual([]);
  });

  it('tell the creator a sale of theirs was refunded, with the earnings taken back', async () => {
    const buyer = await signUpUser(t);
    const { product } = await buyProductDaysAgo(t, buyer.cookie, { daysAgo: 2 });
    const asked = await send(t, buyer.cookie, 'POST', '/api/support', {
      message: `I would like a refund for product ${product.id}`,
      productId: product.id,
      type: 'refund',
    });
    expect(asked.statusCode).toBe(200);
    const [creator] = await t.db.select().from(users).where(eq(users.id, product.creatorId));
    const mine = await mailOf(t.db, creator!.email, 'creator_refund');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toBe(`A sale of “${product.title}” was refunded`);
    expect(mine[0]!.userId).toBe(product.creatorId);
    expect(mine[0]!.textBody).toContain(`for $25.00 was refunded to the buyer. The ${dollars(earningsOf(2500))} (USD)`);
    expect(mine[0]!.textBody).toContain(`${t.config.siteUrl}/earnings`);
  });

  it('tell the creator a held listing was approved, or not approved with the advice', async () => {
    const admin = await signUpUser(t, { email: adminEmail });
    const creator = await signUpUser(t);
    const held = await createTestProduct(t.db, creator.user.id, {
      status: 'pending_review',
      moderationFeedback: 'Automatic check',
    });
    const rejected = await send(t, admin.cookie, 'POST', `/api/admin/moderation/${held.id}`, {
      decision: 'reject',
      feedback: 'Please describe what the buyer receives.',
    });
    expect(rejected.statusCode).toBe(200);
    const [sent] = await mailOf(t.db, creator.email, 'listing_decision');
    expect(sent!.subject).toBe(`“${held.title}” was not approved`);
    expect(sent!.textBody).toContain("The moderator's advice:\nPlease describe what the buyer receives.");
    expect(sent!.textBody).toContain(`${t.config.siteUrl}/dashboard?tab=products`);

    const other = await createTestProduct(t.db, creator.user.id, { status: 'pending_review' });
    expect((await send(t, admin.cookie, 'POST', `/api/admin/moderation/${other.id}`, { decision: 'approve' })).statusCode).toBe(
      200,
    );
    const all = await mailOf(t.db, creator.email, 'listing_decision');
    expect(all.map((row) => row.subject)).toEqual([
      `“${held.title}” was not approved`,
      `“${other.title}” is approved and on sale`,
    ]);
  });

  it('tell the creator an edit is held for review, with the advice, while the product stays on sale', async () => {
    const { creator, product } = await creatorWithProduct(1800);
    const edited = await send(t, creator.cookie, 'PATCH', `/api/creator/products/${product.id}`, {
      description: 'My manifesting method will make $10,000 a month, guaranteed income for all.',
    });
    expect(edited.statusCode).toBe(200);
    // The change waits beside the listing on sale (decision 047).
    expect(edited.json().status).toBe('published');
    const sent = await mailOf(t.db, creator.email, 'listing_decision');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`“${product.title}” is held for review`);
    expect(sent[0]!.textBody).toContain("The moderator's advice:\nPromises of guaranteed or fast income need a human review.");

    // An admin approves the change: the creator hears it is on sale.
    const admin = await signUpUser(t, { email: revisionAdminEmail });
    const approved = await send(t, admin.cookie, 'POST', `/api/admin/moderation/${product.id}`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    const all = await mailOf(t.db, creator.email, 'listing_decision');
    expect(all.map((row) => row.subject)).toEqual([
      `“${product.title}” is held for review`,
      `“${product.title}” is approved and on sale`,
    ]);
  });

  it('tell the creator about a new review, without copying the reviewer or their words', async () => {
    const { creator, product } = await creatorWithProduct(1200);
    const buyer = await signUpUser(t, { firstName: 'Iris', lastName: 'Moon' });
    await buyProducts(t, buyer.cookie, [product.id]);
    const reviewed = await send(t, buyer.cookie, 'POST', `/api/products/${product.id}/reviews`, {
      rating: 4,
      text: 'Calm and clear.',
    });
    expect(reviewed.statusCode).toBe(201);
    const sent = await mailOf(t.db, creator.email, 'creator_review');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`New 4-star review of “${product.title}”`);
    expect(sent[0]!.textBody).toContain(`A buyer rated “${product.title}” 4 out of 5 and wrote a review.`);
    // The reviewer may erase their account and review later: neither their name nor their words are copied.
    expect(sent[0]!.textBody).not.toContain('Iris');
    expect(sent[0]!.textBody).not.toContain('Calm and clear');
    expect(sent[0]!.textBody).toContain(`${t.config.siteUrl}/product/${product.id}`);
  });

  it('tell the creator their payout was sent, or cut by a refund, and not when turned off', async () => {
    const creator = await signUpUser(t);
    await connectTestPayoutAccount(t, creator.user);
    const product = await createTestProduct(t.db, creator.user.id);
    const sold = [];
    for (const amountCents of [5000, 5000]) {
      const buyer = await createTestBuyer(t.db);
      sold.push(
        await recordTestSale(t, {
          buyerId: buyer.id,
          productId: product.id,
          amountCents,
          createdAt: new Date(Date.now() - 20 * DAY_MS),
        }),
      );
    }
    const { payout } = (await requestPayout(t.app, creator.cookie)).json();
    await recordTestRefund(t.db, sold[0]!);
    await runPayoutBatch(t, {
      payouts: t.payouts,
      now: new Date(new Date(payout.payoutDate).getTime() + 60_000),
      holdDays: t.config.payouts.holdDays,
    });
    const [cut] = await mailOf(t.db, creator.email, 'payout_cut');
    expect(cut!.subject).toBe(`Your payout is reduced to ${dollars(earningsOf(5000))}`);
    expect(cut!.textBody).toContain(`your payout of ${dollars(earningsOf(5000) * 2)} lowered your earnings`);
    expect(cut!.textBody).toContain(`${t.config.siteUrl}/earnings`);
    const sent = await mailOf(t.db, creator.email, 'payout_sent');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Your payout of ${dollars(earningsOf(5000))} is on its way`);

    // Turned off: the next payout is sent without an e-mail.
    await turn(creator.cookie, 'payout_sent', false);
    const buyer = await createTestBuyer(t.db);
    await recordTestSale(t, {
      buyerId: buyer.id,
      productId: product.id,
      amountCents: 5000,
      createdAt: new Date(Date.now() - 20 * DAY_MS),
    });
    const next = (await requestPayout(t.app, creator.cookie)).json().payout;
    const run = await runPayoutBatch(t, {
      payouts: t.payouts,
      now: new Date(new Date(next.payoutDate).getTime() + 60_000),
      holdDays: t.config.payouts.holdDays,
    });
    expect(run.completed).toContain(next.id);
    expect(await mailOf(t.db, creator.email, 'payout_sent')).toHaveLength(1);
  });
});

describe('a Stripe webhook delivered twice', () => {
  const WEBHOOK_SECRET = 'whsec_creator_emails';
  let s: Awaited<ReturnType<typeof createStripeTestApp>>;
  beforeAll(async () => {
    s = await createStripeTestApp(WEBHOOK_SECRET);
  });
  afterAll(() => s.close());

  it('e-mails the creator about the sale once', async () => {
    const creator = await signUpUser(s.s);
    const product = await createProductWithFile(s.s, { creatorId: creator.user.id, priceCents: 3000 });
    const buyer = await signUpUser(s.s);
    const id = `pi_creator_mail_${Date.now()}`;
    await s.s.db
      .insert(checkoutIntents)
      .values({ id, provider: 'stripe', userId: buyer.user.id, amountCents: 3000, currency: 'usd' });
    await s.s.db.insert(checkoutIntentLines).values({ intentId: id, productId: product.id, priceCents: 3000 });
    const payload = JSON.stringify({
      id: `evt_creator_mail_${Date.now()}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id,
          object: 'payment_intent',
          amount: 3000,
          currency: 'usd',
          status: 'succeeded',
          metadata: { userId: String(buyer.user.id), productIds: String(product.id) },
        },
      },
    });
    const signed = () => Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await s.deliver(payload, signed())).json()).toEqual({ received: true, outcome: 'recorded' });
    expect((await s.deliver(payload, signed())).json()).toMatchObject({ received: true });
    const sent = await mailOf(s.s.db, creator.email, 'creator_sale');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`New sale: “${product.title}” (${dollars(earningsOf(3000))} earned)`);
  });

  it('keeps one e-mail per event even when the same event is queued twice', async () => {
    const creator = await signUpUser(s.s);
    const queue = () =>
      queueCreatorEmail(s.s.db, {
        creatorId: creator.user.id,
        kind: 'sale',
        eventKey: `twice-${creator.user.id}`,
        message: ({ firstName }) =>
          creatorSale(s.s.config.siteUrl, { firstName, title: 'Twice', price: '10.00', earned: '8.00' }),
      });
    expect(await queue()).toBeTypeOf('number');
    expect(await queue()).toBeUndefined();
    expect(await mailOf(s.s.db, creator.email, 'creator_sale')).toHaveLength(1);
  });
});
