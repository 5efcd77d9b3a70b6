import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema/catalog.js';
import { purchases } from '../../../src/server/db/schema/commerce.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { buyProducts } from '../../helpers/commerce.js';
import { createTestProduct, recordTestRefund, recordTestSale } from '../../helpers/creator-factories.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { multipart, type MultipartFilePart } from '../../helpers/multipart.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'editor-moderator@test.example', CATALOG_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await t.app.close();
});

const HELD_TITLE = 'Get rich quick with this abundance ritual';
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

const patch = (cookie: string, id: number, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/creator/products/${id}`, headers: { cookie, origin: TEST_ORIGIN }, payload });
const mine = async (cookie: string, id: number) =>
  (await t.app.inject({ url: '/api/creator/products', headers: { cookie } })).json().find((p: { id: number }) => p.id === id);
const publicPage = (id: number) => t.app.inject({ url: `/api/products/${id}` });
const row = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;

let adminCookie: string | undefined;
const admin = async () => (adminCookie ??= (await signUpUser(t, { email: 'editor-moderator@test.example' })).cookie);
const queue = async () => (await t.app.inject({ url: '/api/admin/moderation', headers: { cookie: await admin() } })).json();
const decide = async (id: number, decision: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/moderation/${id}`,
    headers: { cookie: await admin(), origin: TEST_ORIGIN },
    payload: decision,
  });

function replaceFile(cookie: string, id: number, file?: MultipartFilePart, fields: Record<string, string> = {}) {
  const { headers, payload } = multipart(fields, file);
  return t.app.inject({
    method: 'PUT',
    url: `/api/creator/products/${id}/file`,
    headers: { ...headers, cookie, origin: TEST_ORIGIN },
    payload,
  });
}

describe('editing a listing', () => {
  it('changes each field of a published product at once when the rules pass', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    const response = await patch(creator.cookie, product.id, {
      title: 'Evening Wind-Down Breath',
      description: 'Fifteen minutes of slow breathing before sleep.',
      price: '18.5',
      tags: 'sleep, breath',
      categoryId: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      title: 'Evening Wind-Down Breath',
      description: 'Fifteen minutes of slow breathing before sleep.',
      price: '18.50',
      tags: 'sleep, breath',
      categoryId: 3,
      status: 'published',
      pendingRevision: null,
    });
    const page = (await publicPage(product.id)).json();
    expect(page).toMatchObject({ title: 'Evening Wind-Down Breath', price: '18.50' });
  });

  it('changes subscription terms only on a subscription product', async () => {
    const creator = await signUpUser(t);
    const plain = await createTestProduct(t.db, creator.user.id);
    const refused = await patch(creator.cookie, plain.id, { trialDays: 7 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Only a subscription product has billing terms');

    const other = await signUpUser(t);
    const subscription = await createTestProduct(t.db, other.user.id, { isSubscription: true, subscriptionInterval: 'month' });
    const changed = await patch(other.cookie, subscription.id, { subscriptionInterval: 'year', trialDays: '14' });
    expect(changed.json()).toMatchObject({ subscriptionInterval: 'year', trialDays: 14 });
    expect((await patch(other.cookie, subscription.id, { trialDays: 400 })).json().message).toBe(
      'Trial days must be a whole number from 0 to 365',
    );
  });

  it('refuses bad fields with the upload’s messages and writes nothing', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    const cases: [object, string][] = [
      [{ title: '  ' }, 'Title is required'],
      [{ title: 'x'.repeat(121) }, 'Title must be at most 120 characters'],
      [{ description: '' }, 'Description is required'],
      [{ price: '-3' }, 'Price must be a valid positive number'],
      [{ categoryId: 0 }, 'Category is required'],
      [{ categoryId: 9999 }, 'Category is required'],
      [{ tags: Array.from({ length: 11 }, (_, i) => `tag${i}`).join(',') }, 'Use at most 10 tags'],
    ];
    for (const [payload, message] of cases) {
      const response = await patch(creator.cookie, product.id, { title: 'Changed title', ...payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await row(product.id)).toMatchObject({ title: product.title, updatedAt: product.updatedAt });
  });

  it('is refused for anyone but the owner', async () => {
    const owner = await signUpUser(t);
    const intruder = await signUpUser(t);
    const product = await createTestProduct(t.db, owner.user.id);
    expect((await patch(intruder.cookie, product.id, { title: 'Taken over' })).statusCode).toBe(404);
    expect((await replaceFile(intruder.cookie, product.id, { fileName: 'x.pdf', content: PDF })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/creator/products/${product.id}`, payload: {} })).statusCode).toBe(
      401,
    );
    expect(await row(product.id)).toMatchObject({ title: product.title, fileKey: product.fileKey });
  });

  it('re-submits a held listing for review with the edit, and the advice follows what is left', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id, {
      title: HELD_TITLE,
      status: 'pending_review',
      moderationFeedback: 'Promises of guaranteed or fast income need a human review.',
    });
    const fixed = await patch(creator.cookie, product.id, { title: 'Abundance Journaling Ritual' });
    expect(fixed.json()).toMatchObject({
      title: 'Abundance Journaling Ritual',
      status: 'pending_review',
      moderationFeedback: null,
    });
    expect((await queue()).find((item: { id: number }) => item.id === product.id)).toMatchObject({
      kind: 'listing',
      title: 'Abundance Journaling Ritual',
    });

    // Still held: fixing the advice does not publish it without a moderator.
    expect((await publicPage(product.id)).statusCode).toBe(404);

    const other = await signUpUser(t);
    const rejected = await createTestProduct(t.db, other.user.id, { status: 'rejected', moderationFeedback: 'Not approved.' });
    const again = await patch(other.cookie, rejected.id, { description: 'Rewritten with the moderator’s advice in mind.' });
    expect(again.json()).toMatchObject({ status: 'pending_review', moderationFeedback: null });
  });

  it('holds a flagged edit of a published product as a revision: the old version stays on sale until approved', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id, { title: 'Quiet Money Meditation', priceCents: 2000 });
    const held = await patch(creator.cookie, product.id, { title: HELD_TITLE, price: '45' });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({
      title: 'Quiet Money Meditation',
      price: '20.00',
      status: 'published',
      isActive: true,
      pendingRevision: { title: HELD_TITLE, price: '45.00', feedback: expect.stringContaining('income') },
    });
    // Buyers still see and buy the old listing.
    expect((await publicPage(product.id)).json()).toMatchObject({ title: 'Quiet Money Meditation', price: '20.00' });

    // A further edit builds on the waiting one.
    const more = await patch(creator.cookie, product.id, { description: 'A calm practice around money worries.' });
    expect(more.json().pendingRevision).toMatchObject({ title: HELD_TITLE, price: '45.00' });
    expect((await row(product.id)).description).toBe(product.description);

    expect((await queue()).find((item: { id: number }) => item.id === product.id)).toMatchObject({
      kind: 'revision',
      title: HELD_TITLE,
      currentTitle: 'Quiet Money Meditation',
      price: '45.00',
    });
    const approved = await decide(product.id, { decision: 'approve' });
    expect(approved.json()).toEqual({ id: product.id, status: 'published' });
    expect((await publicPage(product.id)).json()).toMatchObject({
      title: HELD_TITLE,
      price: '45.00',
      description: 'A calm practice around money worries.',
    });
    expect((await mine(creator.cookie, product.id)).pendingRevision).toBeNull();
  });

  it('keeps the old version when the held revision is declined', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id, { title: 'Gentle Prosperity Practice' });
    await patch(creator.cookie, product.id, { title: HELD_TITLE });
    const declined = await decide(product.id, { decision: 'reject', feedback: 'Leave out the income promise.' });
    expect(declined.json()).toEqual({ id: product.id, status: 'published' });
    expect(await mine(creator.cookie, product.id)).toMatchObject({
      title: 'Gentle Prosperity Practice',
      status: 'published',
      pendingRevision: null,
      moderationFeedback: 'Your changes were not approved. Leave out the income promise.',
    });
    expect((await queue()).some((item: { id: number }) => item.id === product.id)).toBe(false);
    expect((await decide(product.id, { decision: 'approve' })).statusCode).toBe(404);
  });

  it('refuses an edit the rules reject and changes nothing', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    const refused = await patch(creator.cookie, product.id, {
      title: 'New',
      description: 'Stop taking your medication and breathe instead.',
    });
    expect(refused.json()).toMatchObject({ code: 'content_rejected' });
    expect(await row(product.id)).toMatchObject({ title: product.title, pendingRevision: null });
  });

  it('never changes what past buyers paid', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    const buyer = await signUpUser(t);
    await recordTestSale(t, { buyerId: buyer.user.id, productId: product.id, amountCents: 2500 });
    await patch(creator.cookie, product.id, { price: '99' });
    const [purchase] = await t.db.select().from(purchases).where(eq(purchases.productId, product.id));
    expect(purchase!.amountCents).toBe(2500);
    expect((await row(product.id)).priceCents).toBe(9900);
    // My Purchases says what was paid, not today's price.
    const mine = (await t.app.inject({ url: '/api/purchases', headers: { cookie: buyer.cookie } })).json();
    expect(mine).toMatchObject([{ amountPaid: '25.00', product: { id: product.id, price: '99.00' } }]);
  });
});

describe('PUT /api/creator/products/:id/file', () => {
  const stored = () => new Set(fs.readdirSync(t.config.filesDir));

  it('replaces the file: the new one is served, the old one removed', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    fs.writeFileSync(`${t.config.filesDir}/${product.fileKey}`, PDF);
    const response = await replaceFile(creator.cookie, product.id, { fileName: 'Updated Edition.pdf', content: PDF });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ fileName: 'Updated Edition.pdf', fileSize: PDF.length });
    const after = await row(product.id);
    expect(after.fileKey).not.toBe(product.fileKey);
    expect(stored().has(after.fileKey)).toBe(true);
    expect(stored().has(product.fileKey)).toBe(false);
  });

  it('tells buyers with access about the update, with the note, and serves them the new file', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    fs.writeFileSync(`${t.config.filesDir}/${product.fileKey}`, PDF);
    const buyer = await signUpUser(t);
    await recordTestSale(t, { buyerId: buyer.user.id, productId: product.id, amountCents: 2500 });
    const before = (await t.app.inject({ url: '/api/purchases', headers: { cookie: buyer.cookie } })).json();
    expect(before[0].product).toMatchObject({ updatedAt: null, updateNote: null });

    const tooLong = await replaceFile(
      creator.cookie,
      product.id,
      { fileName: 'v2.pdf', content: PDF },
      { whatsNew: 'x'.repeat(501) },
    );
    expect(tooLong.statusCode).toBe(400);
    expect((await row(product.id)).fileKey).toBe(product.fileKey);

    const second = `${PDF}% second edition\n`;
    const replaced = await replaceFile(
      creator.cookie,
      product.id,
      { fileName: 'v2.pdf', content: second },
      { whatsNew: 'Two new evening practices.' },
    );
    expect(replaced.statusCode).toBe(200);
    const after = (await t.app.inject({ url: '/api/purchases', headers: { cookie: buyer.cookie } })).json();
    expect(after[0].product).toMatchObject({
      fileName: 'v2.pdf',
      updatedAt: expect.any(String),
      updateNote: 'Two new evening practices.',
    });
    const download = await t.app.inject({ url: `/api/download/${product.id}`, headers: { cookie: buyer.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe(second);
  });

  it('e-mails everyone with access about a new version once, except those who turned it off or lost access', async () => {
    const creator = await signUpUser(t, { firstName: 'Ada', lastName: 'Moon' });
    const product = await createTestProduct(t.db, creator.user.id, { title: 'Tidal Sleep' });
    fs.writeFileSync(`${t.config.filesDir}/${product.fileKey}`, PDF);
    const owner = await signUpUser(t);
    const quiet = await signUpUser(t);
    const refunded = await signUpUser(t);
    const stranger = await signUpUser(t);
    for (const buyer of [owner, quiet])
      await recordTestSale(t, { buyerId: buyer.user.id, productId: product.id, amountCents: 900 });
    await recordTestRefund(t.db, await recordTestSale(t, { buyerId: refunded.user.id, productId: product.id, amountCents: 900 }));
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/account/emails',
      headers: { cookie: quiet.cookie, origin: TEST_ORIGIN },
      payload: { kind: 'product_update', on: false },
    });
    expect(off.json().emails.product_update).toBe(false);
    // One published product per creator: the subscription is a second creator's.
    const host = await signUpUser(t);
    const subscription = await createTestProduct(t.db, host.user.id, {
      title: 'Moon Circle',
      isSubscription: true,
      subscriptionInterval: 'month',
    });
    fs.writeFileSync(`${t.config.filesDir}/${subscription.fileKey}`, PDF);
    const subscriber = await signUpUser(t);
    await buyProducts(t, subscriber.cookie, [subscription.id]);

    const replaced = await replaceFile(
      creator.cookie,
      product.id,
      { fileName: 'v2.pdf', content: `${PDF}% v2\n` },
      { whatsNew: 'A longer wind-down.' },
    );
    expect(replaced.statusCode).toBe(200);
    const updates = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'product_updated'));
    const about = (title: string) => updates.filter((email) => email.subject.includes(title)).map((email) => email.toAddress);
    expect(about('Tidal Sleep')).toEqual([owner.user.email]);
    const [email] = updates.filter((row) => row.toAddress === owner.user.email);
    expect(email!.textBody).toContain('Ada Moon has updated “Tidal Sleep”');
    expect(email!.textBody).toContain("What's new:\nA longer wind-down.");
    expect(email!.textBody).toContain(`${t.config.siteUrl}/purchases`);
    expect(email!.textBody).toContain(`${t.config.siteUrl}/account#emails`);
    expect([quiet, refunded, stranger, subscriber].some((person) => about('Tidal Sleep').includes(person.user.email))).toBe(
      false,
    );

    // A subscriber with access is told too, and sees "Updated" on their subscription.
    const forSubscription = await replaceFile(host.cookie, subscription.id, { fileName: 'v2.pdf', content: `${PDF}% v2\n` });
    expect(forSubscription.statusCode).toBe(200);
    const again = await t.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'product_updated'));
    expect(again.filter((row) => row.subject.includes('Moon Circle')).map((row) => row.toAddress)).toEqual([
      subscriber.user.email,
    ]);
    const [listed] = (await t.app.inject({ url: '/api/subscriptions', headers: { cookie: subscriber.cookie } })).json();
    expect(listed.product).toMatchObject({ updatedAt: expect.any(String), updateNote: null });
  });

  it('keeps the old file and stores nothing when the new one is refused', async () => {
    const creator = await signUpUser(t);
    const product = await createTestProduct(t.db, creator.user.id);
    const before = stored();
    const wrongType = await replaceFile(creator.cookie, product.id, { fileName: 'setup.exe', content: 'MZ' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().code).toBe('file_rejected');
    const fakePdf = await replaceFile(creator.cookie, product.id, { fileName: 'notes.pdf', content: 'not a pdf at all' });
    expect(fakePdf.statusCode).toBe(400);
    const none = await replaceFile(creator.cookie, product.id);
    expect(none.json().message).toBe('A file is required');
    expect(await row(product.id)).toMatchObject({ fileKey: product.fileKey, fileName: product.fileName });
    expect([...stored()].filter((name) => !before.has(name))).toEqual([]);
  });
});
