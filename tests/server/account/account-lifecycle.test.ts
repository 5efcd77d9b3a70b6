import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_EXPORT_FILE, ACCOUNT_EXPORT_README, accountExport } from '../../../src/contract/account.js';
import { sessions, twoFactorSecrets, users } from '../../../src/server/db/schema/auth.js';
import { journalEntries, refunds, supportTicketReplies, supportTickets } from '../../../src/server/db/schema/care.js';
import { products } from '../../../src/server/db/schema/catalog.js';
import {
  purchases,
  sales,
  subscriptions,
  testPaymentIntents,
  testPaymentMethods,
} from '../../../src/server/db/schema/commerce.js';
import { creatorOnboarding } from '../../../src/server/db/schema/onboarding.js';
import { payouts } from '../../../src/server/db/schema/payouts.js';
import { referralCodes, referrals } from '../../../src/server/db/schema/referrals.js';
import { reviews } from '../../../src/server/db/schema/reviews.js';
import { chakraAchievements, soulEvolutionRecords } from '../../../src/server/db/schema/soul-evolution.js';
import { purgeExpiredJournalEntries } from '../../../src/server/features/journal/purge-expired-journal-entries.js';
import { renewSubscriptions } from '../../../src/server/features/subscriptions/renew-subscriptions.js';
import { buyProducts, createProductWithFile, send } from '../../helpers/commerce.js';
import { connectTestPayoutAccount, createTestBuyer } from '../../helpers/creator-factories.js';
import {
  createProduct,
  sessionCookieFrom,
  STRONG_PASSWORD,
  signUpUser,
  TEST_ORIGIN,
  uniqueEmail,
  uniqueWord,
} from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { codeFor, enrolTwoFactor } from '../../helpers/two-factor.js';

const DAY_MS = 86_400_000;
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

const signIn = (t: TestApp, email: string, password = STRONG_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in', headers: { origin: TEST_ORIGIN }, payload: { email, password } });

const currentUser = (t: TestApp, cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

/**
 * A user with a row in every table that holds user data: a creator whose product the other user
 * bought, and a buyer of the other user's product, with payouts, a payout account, journal entries,
 * a support ticket with a reply, a refund request, a review, referrals, achievements, onboarding and a cart.
 * Every personal value is a word no other test uses, so a search over the database finds only these.
 */
async function seedAccount(t: TestApp, options: { referralCode?: string } = {}) {
  const personal = {
    email: uniqueEmail('lifecycle'),
    firstName: capitalised(uniqueWord()),
    lastName: capitalised(uniqueWord()),
    ticketWord: uniqueWord(),
    refundWord: uniqueWord(),
    reviewWord: uniqueWord(),
    journalWord: uniqueWord(),
    replyWord: uniqueWord(),
    imageKey: `${uniqueWord()}`,
  };
  const { user, cookie } = await signUpUser(t, { ...personal, ...options });
  const profileImageUrl = `/api/images/covers/${personal.imageKey}/320.webp`;
  await t.db.update(users).set({ profileImageUrl }).where(eq(users.id, user.id));
  const product = await createProductWithFile(t, { creatorId: user.id, priceCents: 3100 });
  const referralCode = (await t.app.inject({ method: 'GET', url: '/api/referrals', headers: { cookie } })).json().code as string;
  await connectTestPayoutAccount(t, { id: user.id, email: personal.email });
  await t.db.insert(payouts).values({ creatorId: user.id, amountCents: 2000, status: 'completed', payoutDate: new Date() });
  const [journal] = await t.db
    .insert(journalEntries)
    .values({ userId: user.id, email: personal.email, silverLining: `Grateful for ${personal.journalWord}`, guidance: {} })
    .returning();
  const staff = await createTestBuyer(t.db);
  const [ticket] = await t.db
    .insert(supportTickets)
    .values({
      userId: user.id,
      type: 'general',
      priority: 'low',
      message: `Help with ${personal.ticketWord}`,
      category: 'general',
      response: `About ${personal.ticketWord}: here is what to do`,
      suggestedActions: [],
      escalateToHuman: true,
      status: 'awaiting_human',
    })
    .returning();
  await t.db
    .insert(supportTicketReplies)
    .values({ ticketId: ticket!.id, authorId: staff.id, body: `Dear ${personal.firstName}, ${personal.replyWord}` });
  await t.db.insert(chakraAchievements).values({ userId: user.id, cycle: 1, chakraNumber: 1 });
  await t.db.insert(soulEvolutionRecords).values({ userId: user.id, totalBuddhas: 0, cycleStartedAt: new Date() });
  await t.db.insert(creatorOnboarding).values({ userId: user.id, currentStep: 2 });
  return { user, cookie, personal, product, referralCode, journalId: journal!.id, ticketId: ticket!.id };
}

type Seeded = Awaited<ReturnType<typeof seedAccount>>;

/** Each buys the other's product, reviews it, asks for a refund on it, downloads it, and leaves a third product in the cart. */
async function tradeBetween(t: TestApp, a: Seeded, b: Seeded) {
  const { product: inCart } = await createProduct(t.db);
  for (const [buyer, seller] of [
    [a, b],
    [b, a],
  ] as const) {
    await buyProducts(t, buyer.cookie, [seller.product.id]);
    const [purchase] = await t.db
      .select()
      .from(purchases)
      .where(and(eq(purchases.userId, buyer.user.id), eq(purchases.productId, seller.product.id)));
    const review = await send(t, buyer.cookie, 'POST', `/api/products/${seller.product.id}/reviews`, {
      rating: 5,
      text: `Loved it, ${buyer.personal.reviewWord}`,
    });
    expect(review.statusCode).toBe(201);
    await t.db.insert(refunds).values({
      purchaseId: purchase!.id,
      userId: buyer.user.id,
      status: 'pending',
      reason: `Changed my mind ${buyer.personal.refundWord}`,
    });
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/download/${seller.product.id}`,
      headers: { cookie: buyer.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect((await send(t, buyer.cookie, 'POST', '/api/cart', { productId: inCart.id })).statusCode).toBe(201);
  }
}

async function exportOf(t: TestApp, cookie: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/account/export', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="soul-market-data-\d{4}-\d{2}-\d{2}\.zip"$/);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  expect(Object.keys(files).sort()).toEqual([ACCOUNT_EXPORT_FILE, ACCOUNT_EXPORT_README].sort());
  const text = strFromU8(files[ACCOUNT_EXPORT_FILE]!);
  return { text, data: accountExport.parse(JSON.parse(text)) };
}

/** The values that identify `seeded` and must not survive deletion anywhere in the database. */
async function personalValuesOf(t: TestApp, seeded: Seeded) {
  const [secret] = await t.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, seeded.user.id));
  const [user] = await t.db.select().from(users).where(eq(users.id, seeded.user.id));
  const { journalWord: _kept, ...personal } = seeded.personal;
  return [
    ...Object.values(personal),
    seeded.referralCode,
    user!.passwordHash!,
    ...(secret ? [secret.secret] : []),
    (await exportOf(t, seeded.cookie)).data.payoutAccount!.accountId,
  ];
}

/** Every text-like column of every table in the schema, read from information_schema. */
async function searchEveryColumn(t: TestApp, value: string) {
  const columns = (await t.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
    order by table_name, column_name`)) as unknown as { rows: { table_name: string; column_name: string }[] };
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns.rows) {
    const result = (await t.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where position(lower(${value}) in lower(${sql.identifier(column)}::text)) > 0`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return { found, columnCount: columns.rows.length };
}

/** The ledger as accounting reads it for these users: sales sums, creator earnings and platform fees. */
async function ledgerTotals(t: TestApp, userIds: number[]) {
  const [totals] = await t.db
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${sales.amountCents}), 0)::int`,
      platformFees: sql<number>`coalesce(sum(${sales.platformFeeCents}), 0)::int`,
      processingFees: sql<number>`coalesce(sum(${sales.processingFeeCents}), 0)::int`,
      creatorEarnings: sql<number>`coalesce(sum(${sales.creatorEarningsCents}), 0)::int`,
    })
    .from(sales)
    .where(or(inArray(sales.creatorId, userIds), inArray(sales.buyerId, userIds)));
  const [bought] = await t.db
    .select({ count: sql<number>`count(*)::int`, amount: sql<number>`coalesce(sum(${purchases.amountCents}), 0)::int` })
    .from(purchases)
    .where(inArray(purchases.userId, userIds));
  const [paidOut] = await t.db
    .select({ amount: sql<number>`coalesce(sum(${payouts.amountCents}), 0)::int` })
    .from(payouts)
    .where(inArray(payouts.creatorId, userIds));
  return { sales: totals, purchases: bought, payouts: paidOut };
}

describe('account lifecycle: sign out everywhere, export, deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.app.close();
  });

  it('refuses signed-out visitors', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
    for (const url of ['/api/account/delete', '/api/account/sign-out-everywhere']) {
      const response = await t.app.inject({ method: 'POST', url, headers: { origin: TEST_ORIGIN }, payload: { password: 'x' } });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('signs out every session of the user and no one else', async () => {
    const a = await seedAccount(t);
    const other = await seedAccount(t);
    const second = sessionCookieFrom((await signIn(t, a.personal.email)).headers['set-cookie']);
    expect((await currentUser(t, second)).statusCode).toBe(200);
    const response = await send(t, a.cookie, 'POST', '/api/account/sign-out-everywhere', {});
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^sid=;/);
    expect((await currentUser(t, a.cookie)).statusCode).toBe(401);
    expect((await currentUser(t, second)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, a.user.id))).toEqual([]);
    expect((await currentUser(t, other.cookie)).statusCode).toBe(200);
    // The password still works: only the sessions ended.
    expect((await signIn(t, a.personal.email)).statusCode).toBe(200);
  });

  it("exports the user's rows in every section and none of another user's", async () => {
    const a = await seedAccount(t);
    const b = await seedAccount(t, { referralCode: a.referralCode });
    await tradeBetween(t, a, b);
    const { data, text } = await exportOf(t, a.cookie);

    expect(data.profile).toMatchObject({
      id: a.user.id,
      email: a.personal.email,
      firstName: a.personal.firstName,
      lastName: a.personal.lastName,
      signsInWith: { password: true, singleSignOn: false },
      emailsOff: [],
    });
    expect(data.purchases.map((row) => row.productId)).toEqual([b.product.id]);
    expect(data.purchases[0]!.amount).toBe('31.00');
    expect(data.downloads.map((row) => row.productId)).toEqual([b.product.id]);
    expect(data.refundRequests.map((row) => row.reason)).toEqual([`Changed my mind ${a.personal.refundWord}`]);
    expect(data.products.map((row) => row.id)).toEqual([a.product.id]);
    const aSales = await t.db.select().from(sales).where(eq(sales.creatorId, a.user.id));
    expect(data.sales.map((row) => row.id).sort()).toEqual(aSales.map((row) => row.id).sort());
    expect(data.sales[0]).toMatchObject({ kind: 'sale', amount: '31.00', platformFee: '3.10' });
    expect(data.payouts.map((row) => row.amount)).toEqual(['20.00']);
    expect(data.payoutAccount?.provider).toBe('test');
    expect(data.journalEntries.map((row) => row.id)).toEqual([a.journalId]);
    expect(data.supportTickets.map((row) => row.id)).toEqual([a.ticketId]);
    expect(data.supportTickets[0]!.replies.map((reply) => reply.body)).toEqual([
      `Dear ${a.personal.firstName}, ${a.personal.replyWord}`,
    ]);
    expect(data.reviews.map((row) => [row.productId, row.text])).toEqual([[b.product.id, `Loved it, ${a.personal.reviewWord}`]]);
    expect(data.referrals).toMatchObject({ code: a.referralCode, joinedThroughALink: false });
    expect(data.referrals.signUpsThroughYourLink).toHaveLength(1);
    expect(data.achievements.chakras).toContainEqual(expect.objectContaining({ cycle: 1, chakraNumber: 1 }));
    expect(data.onboarding?.currentStep).toBe(2);
    expect(data.cart).toHaveLength(1);
    // No secret and nothing of the other user.
    const [aUser] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(text).not.toContain(aUser!.passwordHash!);
    for (const value of [
      b.personal.email,
      b.personal.firstName,
      b.personal.lastName,
      b.personal.ticketWord,
      b.personal.refundWord,
      b.personal.reviewWord,
      b.personal.journalWord,
      b.personal.replyWord,
      b.referralCode,
    ]) {
      expect(text, value).not.toContain(value);
    }
    const bExport = await exportOf(t, b.cookie);
    expect(bExport.data.referrals.joinedThroughALink).toBe(true);
    expect(bExport.data.purchases.map((row) => row.productId)).toEqual([a.product.id]);
    expect(bExport.text).not.toContain(a.personal.email);
  });

  it('deletes nothing when re-authentication fails', async () => {
    const a = await seedAccount(t);
    const b = await seedAccount(t);
    await tradeBetween(t, a, b);
    const secret = await enrolTwoFactor(t, a.cookie);
    const before = await exportOf(t, a.cookie);

    const wrongPassword = await send(t, a.cookie, 'POST', '/api/account/delete', {
      password: 'not-my-password-1',
      code: codeFor(secret, 1),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({
      code: 'invalid_credentials',
      fields: { password: 'The password is not right' },
    });
    const noCode = await send(t, a.cookie, 'POST', '/api/account/delete', { password: STRONG_PASSWORD });
    expect(noCode.statusCode).toBe(403);
    expect(noCode.json().code).toBe('two_factor_required');
    const wrongCode = await send(t, a.cookie, 'POST', '/api/account/delete', {
      password: STRONG_PASSWORD,
      code: codeFor(secret, 6),
    });
    expect(wrongCode.statusCode).toBe(403);
    expect(wrongCode.json().code).toBe('two_factor_invalid');
    const malformed = await send(t, a.cookie, 'POST', '/api/account/delete', { password: '' });
    expect(malformed.statusCode).toBe(400);

    expect((await currentUser(t, a.cookie)).statusCode).toBe(200);
    const after = await exportOf(t, a.cookie);
    expect({ ...after.data, exportedAt: null }).toEqual({ ...before.data, exportedAt: null });
  });

  it('ends the account’s subscriptions and forgets its saved card, so nothing more is charged', async () => {
    const creator = await signUpUser(t);
    const product = await createProductWithFile(t, {
      creatorId: creator.user.id,
      priceCents: 900,
      isSubscription: true,
      subscriptionInterval: 'month',
      trialDays: 7,
    });
    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product.id]);
    const [trial] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
    expect(trial).toMatchObject({ status: 'trialing' });

    expect((await send(t, buyer.cookie, 'POST', '/api/account/delete', { password: STRONG_PASSWORD })).statusCode).toBe(204);
    const [ended] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, buyer.user.id));
    expect(ended).toMatchObject({ status: 'ended', nextAttemptAt: null });
    expect(await t.db.select().from(testPaymentMethods).where(eq(testPaymentMethods.userId, buyer.user.id))).toEqual([]);
    const chargesBefore = await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.userId, buyer.user.id));
    await renewSubscriptions(
      { db: t.db, payments: t.payments, log: t.app.log, config: t.config },
      { now: new Date(trial!.currentPeriodEnd.getTime() + 60_000) },
    );
    expect(await t.db.select().from(testPaymentIntents).where(eq(testPaymentIntents.userId, buyer.user.id))).toHaveLength(
      chargesBefore.length,
    );
  });

  it('refuses while a payout is on its way, and deletes nothing', async () => {
    const a = await seedAccount(t);
    await t.db.insert(payouts).values({ creatorId: a.user.id, amountCents: 2500, status: 'pending', payoutDate: new Date() });
    const refused = await send(t, a.cookie, 'POST', '/api/account/delete', { password: STRONG_PASSWORD });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('payout');
    const [user] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(user).toMatchObject({ email: a.personal.email, deletedAt: null });
    expect((await currentUser(t, a.cookie)).statusCode).toBe(200);
  });

  it('erases every personal value, keeps the ledger, archives the products, and frees the e-mail', async () => {
    const a = await seedAccount(t);
    const b = await seedAccount(t, { referralCode: a.referralCode });
    const c = await seedAccount(t, { referralCode: b.referralCode });
    await tradeBetween(t, a, b);
    await tradeBetween(t, b, c);
    const secret = await enrolTwoFactor(t, b.cookie);
    const values = await personalValuesOf(t, b);
    const otherValues = await personalValuesOf(t, a);
    const ledgerBefore = await ledgerTotals(t, [a.user.id, b.user.id, c.user.id]);
    const [aProductBefore] = await t.db.select().from(products).where(eq(products.id, a.product.id));
    const secondSession = sessionCookieFrom((await signIn(t, b.personal.email)).headers['set-cookie']);
    // Every value is in the database before deletion, so the search below can find one left behind.
    for (const value of values) expect((await searchEveryColumn(t, value)).found, value).not.toEqual([]);

    const deleted = await send(t, b.cookie, 'POST', '/api/account/delete', {
      password: STRONG_PASSWORD,
      code: codeFor(secret, 1),
    });
    expect(deleted.statusCode).toBe(204);
    expect(String(deleted.headers['set-cookie'])).toMatch(/^sid=;/);

    for (const value of values) {
      const { found, columnCount } = await searchEveryColumn(t, value);
      expect(columnCount).toBeGreaterThan(50);
      expect(found, value).toEqual([]);
    }
    // The other users keep theirs.
    for (const value of otherValues) expect((await searchEveryColumn(t, value)).found, value).not.toEqual([]);
    expect(await ledgerTotals(t, [a.user.id, b.user.id, c.user.id])).toEqual(ledgerBefore);

    const [row] = await t.db.select().from(users).where(eq(users.id, b.user.id));
    expect(row!.email).toMatch(/^deleted-\d+-[0-9a-f]+@deleted\.invalid$/);
    expect(row).toMatchObject({ passwordHash: null, profileImageUrl: null, stripeAccountId: null, oidcSubject: null });
    expect(row!.deletedAt).toBeInstanceOf(Date);
    // Signed out everywhere, and the old credentials open nothing.
    expect((await currentUser(t, b.cookie)).statusCode).toBe(401);
    expect((await currentUser(t, secondSession)).statusCode).toBe(401);
    const oldCredentials = await signIn(t, b.personal.email);
    expect(oldCredentials.statusCode).toBe(401);
    expect(oldCredentials.json().code).toBe('invalid_credentials');

    // The creator's product leaves the catalogue; its buyer still downloads it.
    const [bProduct] = await t.db.select().from(products).where(eq(products.id, b.product.id));
    expect(bProduct!.status).toBe('archived');
    expect((await t.app.inject({ method: 'GET', url: `/api/products/${b.product.id}` })).statusCode).toBe(404);
    const download = await t.app.inject({ method: 'GET', url: `/api/download/${b.product.id}`, headers: { cookie: a.cookie } });
    expect(download.statusCode).toBe(200);
    // Their review of A's product is gone, and A's rating counts only what is left.
    const [aProductAfter] = await t.db.select().from(products).where(eq(products.id, a.product.id));
    expect(aProductAfter!.reviewCount).toBe(aProductBefore!.reviewCount - 1);
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, b.user.id))).toEqual([]);
    // Referral counts stay: A still brought B in, C still came through B's (now deleted) code.
    expect(await t.db.select().from(referrals).where(eq(referrals.referredUserId, b.user.id))).toHaveLength(1);
    expect(await t.db.select().from(referralCodes).where(eq(referralCodes.userId, b.user.id))).toEqual([]);
    // Support and refund records stay without the user's words.
    const [ticket] = await t.db.select().from(supportTickets).where(eq(supportTickets.id, b.ticketId));
    expect(ticket!.message).toBe('[removed when the account was deleted]');
    expect(await t.db.select().from(refunds).where(eq(refunds.userId, b.user.id))).toHaveLength(2);

    // Journal entries are kept two more years, then the purge removes them and nobody else's.
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, b.journalId));
    expect(entry!.accountDeletedAt).toEqual(row!.deletedAt);
    const justBefore = new Date(row!.deletedAt!.getTime() + 2 * 365 * DAY_MS - DAY_MS);
    await purgeExpiredJournalEntries(t, { now: justBefore });
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.id, b.journalId))).toHaveLength(1);
    await purgeExpiredJournalEntries(t, { now: new Date(row!.deletedAt!.getTime() + 2 * 366 * DAY_MS) });
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.id, b.journalId))).toEqual([]);
    expect(await t.db.select().from(journalEntries).where(eq(journalEntries.id, a.journalId))).toHaveLength(1);

    // The address is free: it opens a new, empty account.
    const again = await signUpUser(t, { email: b.personal.email, firstName: 'New', lastName: 'Start' });
    expect(again.user.id).not.toBe(b.user.id);
    const fresh = await exportOf(t, again.cookie);
    expect(fresh.data.purchases).toEqual([]);
    expect(fresh.data.journalEntries).toEqual([]);
  });
});
