import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_PAGE_SIZE, type AdminAuditTargetType } from '../../../src/contract/admin.js';
import { adminAuditLog } from '../../../src/server/db/schema/admin.js';
import { twoFactorSecrets } from '../../../src/server/db/schema/auth.js';
import { products } from '../../../src/server/db/schema/catalog.js';
import { refunds } from '../../../src/server/db/schema/care.js';
import { downloads, testPaymentIntents } from '../../../src/server/db/schema/commerce.js';
import { payouts } from '../../../src/server/db/schema/payouts.js';
import { recordAdminAction } from '../../../src/server/features/admin/record-admin-action.js';
import { runPayoutBatch } from '../../../src/server/features/payouts/run-payout-batch.js';
import { connectTestPayoutAccount, createTestBuyer, createTestProduct, recordTestSale } from '../../helpers/creator-factories.js';
import { buyProductDaysAgo, send } from '../../helpers/commerce.js';
import { signUpUser, TEST_ORIGIN, uniqueEmail, uniqueWord } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';
import { codeFor, enrolTwoFactor } from '../../helpers/two-factor.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  const adminEmail = uniqueEmail('console-admin');
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  admin = await signUpUser(t, { email: adminEmail });
});
afterAll(async () => {
  await t.app.close();
});

/** Every registered route under /api/admin/, read from Fastify's own route tree, as "METHOD /path". */
function registeredAdminRoutes(): string[] {
  const found: string[] = [];
  const prefixes: string[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && path.startsWith('/api/admin/')) found.push(`${method} ${path}`);
    }
  }
  return found;
}

// A well-formed request for each admin route: input is checked before the role (decision 017), so a
// malformed one would be refused for the wrong reason.
const wellFormedBodies: Record<string, unknown> = {
  'GET /api/admin/moderation': undefined,
  'POST /api/admin/moderation/:id': { decision: 'approve', feedback: 'Looks fine' },
  'GET /api/admin/refunds': undefined,
  'POST /api/admin/refunds/:id': { decision: 'approve', note: 'Goodwill' },
  'GET /api/admin/support-tickets': undefined,
  'POST /api/admin/support-tickets/:id/reply': { body: 'We are on it', close: false },
  'POST /api/admin/support-tickets/:id/close': { note: 'Answered by phone' },
  'GET /api/admin/audit-log': undefined,
  'GET /api/admin/users': '?email=test.example',
  'GET /api/admin/ledger.csv': '?from=2026-01-01&to=2026-01-31',
  'POST /api/admin/users/:id/suspension': { suspended: true, note: 'Fraud report' },
  'POST /api/admin/users/:id/two-factor-reset': { note: 'Identity checked by video call', code: '123456' },
};

function call(route: string, cookie: string | undefined, id: number) {
  const [method, path] = route.split(' ') as ['GET' | 'POST', string];
  const url = path.replace(':id', String(id));
  // A GET route's sample is its query string.
  if (method === 'GET') return t.app.inject({ url: url + (wellFormedBodies[route] ?? ''), headers: cookie ? { cookie } : {} });
  return send(t, cookie ?? '', method, url, wellFormedBodies[route]);
}

const auditRowsFor = (targetType: AdminAuditTargetType, targetId: number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, targetType), eq(adminAuditLog.targetId, targetId)));

const refundOf = async (purchaseId: number) => (await t.db.select().from(refunds).where(eq(refunds.purchaseId, purchaseId)))[0]!;

/** A pending refund: the buyer asks after downloading, so a person has to decide. */
async function pendingRefund(buyer: { cookie: string }) {
  const { product, purchase } = await buyProductDaysAgo(t, buyer.cookie, { daysAgo: 2, downloadCount: 1 });
  const asked = await send(t, buyer.cookie, 'POST', '/api/support', {
    type: 'refund',
    message: 'It was not what I hoped for',
    productId: product.id,
  });
  expect(asked.json()).toMatchObject({ refundStatus: 'pending' });
  return { product, purchase, refund: await refundOf(purchase.id) };
}

describe('who may use the admin API', () => {
  it('refuses every admin route to a visitor, a buyer and a creator, and changes nothing', async () => {
    const routes = registeredAdminRoutes();
    expect(routes).toEqual(expect.arrayContaining(Object.keys(wellFormedBodies)));
    // A new admin route needs a well-formed sample above, so it is covered here too.
    expect(routes.filter((route) => !(route in wellFormedBodies))).toEqual([]);

    const buyer = await signUpUser(t);
    const creator = await signUpUser(t);
    const held = await createTestProduct(t.db, creator.user.id, { status: 'pending_review' });
    const { refund } = await pendingRefund(buyer);
    const auditBefore = (await t.db.select().from(adminAuditLog)).length;

    for (const route of routes) {
      const id = route.includes('/refunds/') ? refund.id : held.id;
      expect((await call(route, undefined, id)).statusCode, `${route} signed out`).toBe(401);
      expect((await call(route, buyer.cookie, id)).statusCode, `${route} as a buyer`).toBe(403);
      expect((await call(route, creator.cookie, id)).statusCode, `${route} as a creator`).toBe(403);
    }
    expect((await t.db.select().from(products).where(eq(products.id, held.id)))[0]!.status).toBe('pending_review');
    expect((await refundOf(refund.purchaseId)).status).toBe('pending');
    expect((await t.db.select().from(adminAuditLog)).length).toBe(auditBefore);
  });

  it('answers the admin on every admin route', async () => {
    for (const route of registeredAdminRoutes().filter((route) => route.startsWith('GET'))) {
      expect((await call(route, admin.cookie, 0)).statusCode, route).toBe(200);
    }
  });
});

describe('moderation decisions', () => {
  it('approving a held product publishes it into the catalogue and writes one audit row with the note', async () => {
    const creator = await signUpUser(t);
    const word = uniqueWord();
    const held = await createTestProduct(t.db, creator.user.id, { status: 'pending_review', title: `Moonlit ${word} ritual` });
    const queue = (await call('GET /api/admin/moderation', admin.cookie, 0)).json() as { id: number }[];
    expect(queue.map((item) => item.id)).toContain(held.id);

    const approved = await send(t, admin.cookie, 'POST', `/api/admin/moderation/${held.id}`, {
      decision: 'approve',
      feedback: 'Checked by hand: fine to sell',
    });
    expect(approved.json()).toEqual({ id: held.id, status: 'published' });
    const search = (await t.app.inject({ url: `/api/products?search=${word}` })).json() as { id: number }[];
    expect(search.map((product) => product.id)).toEqual([held.id]);

    const rows = await auditRowsFor('product', held.id);
    expect(rows).toEqual([
      expect.objectContaining({ actorId: admin.user.id, action: 'product.approve', note: 'Checked by hand: fine to sell' }),
    ]);
  });

  it('rejecting writes one audit row and the creator sees the note on their product', async () => {
    const creator = await signUpUser(t);
    const held = await createTestProduct(t.db, creator.user.id, { status: 'pending_review' });
    const rejected = await send(t, admin.cookie, 'POST', `/api/admin/moderation/${held.id}`, {
      decision: 'reject',
      feedback: 'Please remove the income promise from the description',
    });
    expect(rejected.json()).toEqual({ id: held.id, status: 'rejected' });
    const mine = (await t.app.inject({ url: '/api/creator/products', headers: { cookie: creator.cookie } })).json();
    expect(mine[0]).toMatchObject({
      status: 'rejected',
      moderationFeedback: 'Please remove the income promise from the description',
    });
    expect(await auditRowsFor('product', held.id)).toEqual([expect.objectContaining({ action: 'product.reject' })]);
  });

  it('a refused approval (the creator already sells one) and a second decision write no audit row', async () => {
    const creator = await signUpUser(t);
    await createTestProduct(t.db, creator.user.id);
    const held = await createTestProduct(t.db, creator.user.id, { status: 'pending_review' });
    const conflict = await send(t, admin.cookie, 'POST', `/api/admin/moderation/${held.id}`, { decision: 'approve' });
    expect(conflict.statusCode).toBe(409);
    expect(await auditRowsFor('product', held.id)).toEqual([]);

    expect((await send(t, admin.cookie, 'POST', `/api/admin/moderation/${held.id}`, { decision: 'reject' })).statusCode).toBe(
      200,
    );
    const again = await send(t, admin.cookie, 'POST', `/api/admin/moderation/${held.id}`, { decision: 'reject' });
    expect(again.statusCode).toBe(404);
    expect(await auditRowsFor('product', held.id)).toHaveLength(1);
  });
});

describe('refund decisions', () => {
  it('shows the purchase, its downloads and the buyer’s other refunds in the queue', async () => {
    const buyer = await signUpUser(t);
    const first = await pendingRefund(buyer);
    const second = await pendingRefund(buyer);
    const downloadedAt = new Date('2026-01-02T03:04:05.000Z');
    await t.db.insert(downloads).values({
      userId: first.purchase.userId,
      productId: first.product.id,
      purchaseId: first.purchase.id,
      createdAt: downloadedAt,
    });

    const queue = (await call('GET /api/admin/refunds', admin.cookie, 0)).json() as {
      id: number;
      purchase: { downloadedAt: string[] };
      buyerOtherRefunds: { id: number }[];
    }[];
    const item = queue.find((refund) => refund.id === first.refund.id)!;
    expect(item.purchase.downloadedAt).toEqual([downloadedAt.toISOString()]);
    expect(item.buyerOtherRefunds.map((other) => other.id)).toEqual([second.refund.id]);
  });

  it('approving keeps the admin’s note in its own column, leaves the reason alone and writes one audit row', async () => {
    const buyer = await signUpUser(t);
    const { refund } = await pendingRefund(buyer);
    const approved = await send(t, admin.cookie, 'POST', `/api/admin/refunds/${refund.id}`, {
      decision: 'approve',
      note: 'Goodwill',
    });
    expect(approved.json()).toMatchObject({ status: 'approved', decisionNote: 'Goodwill', reason: refund.reason });
    const stored = await refundOf(refund.purchaseId);
    expect(stored).toMatchObject({
      status: 'approved',
      decisionNote: 'Goodwill',
      reason: refund.reason,
      decidedBy: admin.user.id,
    });
    expect(await auditRowsFor('refund', refund.id)).toEqual([
      expect.objectContaining({ actorId: admin.user.id, action: 'refund.approve', note: 'Goodwill' }),
    ]);
  });

  it('refusing stores the note and writes one audit row; deciding again is refused without another', async () => {
    const buyer = await signUpUser(t);
    const { refund } = await pendingRefund(buyer);
    const refused = await send(t, admin.cookie, 'POST', `/api/admin/refunds/${refund.id}`, {
      decision: 'refuse',
      note: 'Used in full',
    });
    expect(refused.json()).toMatchObject({ status: 'refused', decisionNote: 'Used in full', purchase: { status: 'active' } });
    const again = await send(t, admin.cookie, 'POST', `/api/admin/refunds/${refund.id}`, { decision: 'approve' });
    expect(again.statusCode).toBe(409);
    expect(await auditRowsFor('refund', refund.id)).toEqual([
      expect.objectContaining({ action: 'refund.refuse', note: 'Used in full' }),
    ]);
  });

  it('an approval the payment provider cannot carry out changes nothing and writes no audit row', async () => {
    const buyer = await signUpUser(t);
    const { purchase, refund } = await pendingRefund(buyer);
    // The processor no longer knows the payment, so its refund fails.
    await t.db.delete(testPaymentIntents).where(eq(testPaymentIntents.id, purchase.paymentId));
    const failed = await send(t, admin.cookie, 'POST', `/api/admin/refunds/${refund.id}`, { decision: 'approve' });
    expect(failed.statusCode).toBeGreaterThanOrEqual(400);
    expect(await refundOf(purchase.id)).toMatchObject({ status: 'pending', decisionNote: null });
    expect(await auditRowsFor('refund', refund.id)).toEqual([]);
  });
});

describe('the audit log', () => {
  it('lists decisions newest first, a page at a time, and names who decided', async () => {
    const creator = await signUpUser(t);
    const held = await createTestProduct(t.db, creator.user.id, { status: 'pending_review' });
    // Enough older rows that the log runs past one page.
    for (let index = 0; index < AUDIT_LOG_PAGE_SIZE; index++) {
      await recordAdminAction(t.db, {
        actorId: admin.user.id,
        action: 'product.reject',
        targetId: held.id,
        note: `old ${index}`,
      });
    }
    await send(t, admin.cookie, 'POST', `/api/admin/moderation/${held.id}`, { decision: 'reject', feedback: 'Newest' });

    const first = (await t.app.inject({ url: '/api/admin/audit-log', headers: { cookie: admin.cookie } })).json();
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(first.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.entries[0]).toMatchObject({
      action: 'product.reject',
      targetType: 'product',
      targetId: held.id,
      note: 'Newest',
      actor: { id: admin.user.id, email: admin.email },
    });
    const times = first.entries.map((entry: { createdAt: string }) => entry.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const second = (await t.app.inject({ url: '/api/admin/audit-log?page=2', headers: { cookie: admin.cookie } })).json();
    expect(second.page).toBe(2);
    const firstIds = new Set(first.entries.map((entry: { id: number }) => entry.id));
    expect(second.entries.length).toBeGreaterThan(0);
    expect(second.entries.some((entry: { id: number }) => firstIds.has(entry.id))).toBe(false);
    expect((await t.app.inject({ url: '/api/admin/audit-log?page=0', headers: { cookie: admin.cookie } })).statusCode).toBe(400);
  });
});

describe('tickets the support assistant handed to a person', () => {
  /** An urgent request always goes to a person (escalation rules). */
  async function escalatedTicket(user: { cookie: string }, message = `I need help with my download ${uniqueWord()}`) {
    const answer = await send(t, user.cookie, 'POST', '/api/support', { type: 'technical', priority: 'urgent', message });
    expect(answer.json()).toMatchObject({ escalateToHuman: true });
    const queue = (await t.app.inject({ url: '/api/admin/support-tickets', headers: { cookie: admin.cookie } })).json() as {
      id: number;
      message: string;
    }[];
    return queue.find((ticket) => ticket.message === message)!;
  }
  const myTickets = async (cookie: string) =>
    (await t.app.inject({ url: '/api/support/tickets', headers: { cookie } })).json() as {
      id: number;
      status: string;
      replies: { body: string }[];
    }[];

  it('an admin replies, the user reads the reply on their requests, and closing takes it off the queue', async () => {
    const user = await signUpUser(t);
    const ticket = await escalatedTicket(user);
    expect(ticket).toBeDefined();

    const replied = await send(t, admin.cookie, 'POST', `/api/admin/support-tickets/${ticket.id}/reply`, {
      body: 'Try the link in your purchases again; it is fixed.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toEqual({ id: ticket.id, status: 'awaiting_human' });
    const [mine] = await myTickets(user.cookie);
    expect(mine).toMatchObject({
      id: ticket.id,
      status: 'awaiting_human',
      replies: [{ body: 'Try the link in your purchases again; it is fixed.' }],
    });

    const closed = await send(t, admin.cookie, 'POST', `/api/admin/support-tickets/${ticket.id}/close`, { note: 'Done' });
    expect(closed.json()).toEqual({ id: ticket.id, status: 'closed' });
    const queue = (await t.app.inject({ url: '/api/admin/support-tickets', headers: { cookie: admin.cookie } })).json();
    expect(queue.some((queued: { id: number }) => queued.id === ticket.id)).toBe(false);
    expect((await myTickets(user.cookie))[0]).toMatchObject({ id: ticket.id, status: 'closed' });

    const audit = await auditRowsFor('ticket', ticket.id);
    expect(audit.map((row) => [row.action, row.note, row.actorId])).toEqual([
      ['ticket.reply', 'Try the link in your purchases again; it is fixed.', admin.user.id],
      ['ticket.close', 'Done', admin.user.id],
    ]);
    // A closed ticket takes no reply and no second close, and nothing more is written.
    expect(
      (await send(t, admin.cookie, 'POST', `/api/admin/support-tickets/${ticket.id}/reply`, { body: 'Late' })).statusCode,
    ).toBe(404);
    expect((await send(t, admin.cookie, 'POST', `/api/admin/support-tickets/${ticket.id}/close`, {})).statusCode).toBe(404);
    expect(await auditRowsFor('ticket', ticket.id)).toHaveLength(2);
  });

  it('reply and close in one step; an empty reply is refused; a user sees only their own requests', async () => {
    const user = await signUpUser(t);
    const other = await signUpUser(t);
    const ticket = await escalatedTicket(user);
    const empty = await send(t, admin.cookie, 'POST', `/api/admin/support-tickets/${ticket.id}/reply`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Write a reply');
    const both = await send(t, admin.cookie, 'POST', `/api/admin/support-tickets/${ticket.id}/reply`, {
      body: 'Fixed',
      close: true,
    });
    expect(both.json()).toEqual({ id: ticket.id, status: 'closed' });
    expect((await myTickets(user.cookie))[0]).toMatchObject({ status: 'closed', replies: [{ body: 'Fixed' }] });
    expect(await myTickets(other.cookie)).toEqual([]);
    expect((await t.app.inject({ url: '/api/support/tickets' })).statusCode).toBe(401);
  });
});

describe('suspending an account', () => {
  const signInWithPassword = (person: { email: string; password: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      headers: { origin: TEST_ORIGIN },
      payload: { email: person.email, password: person.password },
    });
  const catalogueHas = async (word: string, productId: number) => {
    const listed = (await t.app.inject({ url: `/api/products?search=${word}` })).json() as { id: number }[];
    return listed.some((product) => product.id === productId);
  };

  it('ends its sessions, refuses sign-in, hides its product and holds its payouts until lifted', async () => {
    const creator = await signUpUser(t);
    const word = uniqueWord();
    const product = await createTestProduct(t.db, creator.user.id, { title: `Calm ${word}` });
    const buyer = await createTestBuyer(t.db);
    await recordTestSale(t, {
      buyerId: buyer.id,
      productId: product.id,
      amountCents: 50_00,
      createdAt: new Date(Date.now() - 30 * 86_400_000),
    });
    const [payout] = await t.db
      .insert(payouts)
      .values({ creatorId: creator.user.id, amountCents: 20_00, status: 'pending', payoutDate: new Date(Date.now() - 60_000) })
      .returning();
    expect(await catalogueHas(word, product.id)).toBe(true);

    const found = (
      await t.app.inject({ url: `/api/admin/users?email=${creator.email.slice(0, 12)}`, headers: { cookie: admin.cookie } })
    ).json();
    expect(found[0]).toMatchObject({
      id: creator.user.id,
      email: creator.email,
      suspendedAt: null,
      publishedProducts: 1,
      isAdmin: false,
    });

    const suspended = await send(t, admin.cookie, 'POST', `/api/admin/users/${creator.user.id}/suspension`, {
      suspended: true,
      note: 'Selling copied work',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().suspendedAt).not.toBeNull();
    expect((await t.app.inject({ url: '/api/auth/user', headers: { cookie: creator.cookie } })).statusCode).toBe(401);
    const signIn = await signInWithPassword(creator);
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().message).toContain('suspended');
    expect(await catalogueHas(word, product.id)).toBe(false);
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).statusCode).toBe(404);

    await connectTestPayoutAccount(t, creator.user);
    const provider = t.payouts;
    await runPayoutBatch(t, { payouts: provider, now: new Date(), holdDays: t.config.payouts.holdDays });
    expect((await t.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]!.status).toBe('pending');
    expect(
      (await send(t, admin.cookie, 'POST', `/api/admin/users/${creator.user.id}/suspension`, { suspended: true, note: 'Again' }))
        .statusCode,
    ).toBe(409);

    const lifted = await send(t, admin.cookie, 'POST', `/api/admin/users/${creator.user.id}/suspension`, {
      suspended: false,
      note: 'Cleared after review',
    });
    expect(lifted.json()).toMatchObject({ suspendedAt: null, publishedProducts: 1 });
    expect(await catalogueHas(word, product.id)).toBe(true);
    await runPayoutBatch(t, { payouts: provider, now: new Date(), holdDays: t.config.payouts.holdDays });
    expect((await t.db.select().from(payouts).where(eq(payouts.id, payout!.id)))[0]!.status).toBe('completed');
    expect((await signInWithPassword(creator)).statusCode).toBe(200);

    const audit = await auditRowsFor('user', creator.user.id);
    expect(audit.map((row) => [row.action, row.note])).toEqual([
      ['user.suspend', 'Selling copied work'],
      ['user.unsuspend', 'Cleared after review'],
    ]);
  });

  it('refuses to suspend an admin, needs a note, and answers 404 for an unknown account', async () => {
    const note = { suspended: true, note: 'Test' };
    expect((await send(t, admin.cookie, 'POST', `/api/admin/users/${admin.user.id}/suspension`, note)).statusCode).toBe(400);
    const user = await signUpUser(t);
    expect(
      (await send(t, admin.cookie, 'POST', `/api/admin/users/${user.user.id}/suspension`, { suspended: true, note: ' ' }))
        .statusCode,
    ).toBe(400);
    expect((await send(t, admin.cookie, 'POST', '/api/admin/users/2000000000/suspension', note)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/admin/users?email=ab', headers: { cookie: admin.cookie } })).statusCode).toBe(400);
  });

  it('resets the two-factor verification of an owner who lost their authenticator, with a note and the admin’s own code, once', async () => {
    const creator = await signUpUser(t);
    const ownerSecret = await enrolTwoFactor(t, creator.cookie);
    const reset = (body: object) => send(t, admin.cookie, 'POST', `/api/admin/users/${creator.user.id}/two-factor-reset`, body);
    const search = async () =>
      (await t.app.inject({ url: `/api/admin/users?email=${creator.email}`, headers: { cookie: admin.cookie } })).json()[0];
    expect(await search()).toMatchObject({ id: creator.user.id, twoFactorEnrolled: true });

    // A stolen admin session alone cannot open an account to takeover: the admin's own second factor is asked.
    const note = 'Identity checked by video call';
    expect((await reset({ note })).statusCode).toBe(400);
    const notEnrolled = await reset({ note, code: '123456' });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json()).toMatchObject({ code: 'two_factor_required' });
    expect(notEnrolled.json().message).toContain('Set up two-factor verification on your own account first');
    expect(await search()).toMatchObject({ twoFactorEnrolled: true });

    const adminSecret = await enrolTwoFactor(t, admin.cookie);
    expect((await reset({ note: ' ', code: codeFor(adminSecret, 1) })).statusCode).toBe(400);
    const wrong = await reset({ note, code: codeFor(adminSecret, 5) });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json()).toMatchObject({ code: 'two_factor_invalid' });
    // The owner's code is not the admin's.
    expect((await reset({ note, code: codeFor(ownerSecret, 1) })).json()).toMatchObject({ code: 'two_factor_invalid' });
    expect(await search()).toMatchObject({ twoFactorEnrolled: true });
    expect(await auditRowsFor('user', creator.user.id)).toEqual([]);

    const done = await reset({ note, code: codeFor(adminSecret, 1) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ twoFactorEnrolled: false });
    const status = await t.app.inject({ url: '/api/account/two-factor', headers: { cookie: creator.cookie } });
    expect(status.json()).toMatchObject({ enrolled: false });
    // The code is spent. A later one (as if a minute had passed) finds nothing left to reset, and stays unspent.
    expect((await reset({ note: 'Again', code: codeFor(adminSecret, 1) })).json()).toMatchObject({ code: 'two_factor_invalid' });
    await t.db.update(twoFactorSecrets).set({ lastUsedStep: null }).where(eq(twoFactorSecrets.userId, admin.user.id));
    expect((await reset({ note: 'Again', code: codeFor(adminSecret) })).statusCode).toBe(409);
    const [adminRow] = await t.db.select().from(twoFactorSecrets).where(eq(twoFactorSecrets.userId, admin.user.id));
    expect(adminRow!.lastUsedStep).toBeNull();
    expect((await auditRowsFor('user', creator.user.id)).map((row) => [row.action, row.note])).toEqual([
      ['user.two_factor_reset', note],
    ]);
    // They enrol again with a new authenticator.
    await enrolTwoFactor(t, creator.cookie);
    expect(await search()).toMatchObject({ twoFactorEnrolled: true });
  });
});
