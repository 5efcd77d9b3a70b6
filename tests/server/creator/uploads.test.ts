import fs from 'node:fs';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../../src/contract/uploads.js';
import { products } from '../../../src/server/db/schema/catalog.js';
import { emailOutbox } from '../../../src/server/db/schema/email.js';
import { createTestProduct } from '../../helpers/creator-factories.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { multipart, type MultipartFilePart, repeatedBytes } from '../../helpers/multipart.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'moderator@test.example' });
});
afterAll(async () => {
  await t.app.close();
});

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const pdfFile = (fileName = 'morning-practice.pdf'): MultipartFilePart => ({
  fileName,
  content: PDF,
  contentType: 'application/pdf',
});

const validFields = {
  title: 'Morning Breath Practice',
  description: 'A gentle ten-minute breathing practice to begin the day feeling grounded and clear.',
  price: '12.50',
  categoryId: '12',
  tags: 'breathwork, morning , calm',
};

function upload(cookie: string | undefined, fields: Record<string, string | string[]>, file?: MultipartFilePart) {
  const { headers, payload } = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...headers, origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });
}

const storedFiles = () => new Set(fs.readdirSync(t.config.filesDir));
async function productCount(creatorId: number) {
  const [row] = await t.db.select({ n: count() }).from(products).where(eq(products.creatorId, creatorId));
  return row!.n;
}

/** Runs a refused upload and checks it left nothing behind: no product row, no file, no partial file. */
async function expectNothingLeft(creatorId: number, attempt: () => Promise<{ statusCode: number }>) {
  const before = storedFiles();
  const response = await attempt();
  expect(await productCount(creatorId)).toBe(0);
  expect([...storedFiles()].filter((name) => !before.has(name))).toEqual([]);
  return response;
}

describe('POST /api/products', () => {
  it('asks a signed-out visitor to sign in', async () => {
    const response = await upload(undefined, validFields, pdfFile());
    expect(response.statusCode).toBe(401);
  });

  it('publishes an approved upload and stores the file under a generated key', async () => {
    const creator = await signUpUser(t);
    const response = await upload(creator.cookie, validFields, pdfFile());
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.moderationResult).toEqual({ action: 'approve', reasons: [] });
    expect(answer.feedback).toEqual([]);
    expect(answer.product).toMatchObject({
      title: 'Morning Breath Practice',
      price: '12.50',
      category: { id: 12, name: 'Healing Tools' },
      tags: 'breathwork, morning, calm',
      isActive: true,
      status: 'published',
      fileName: 'morning-practice.pdf',
      fileSize: Buffer.byteLength(PDF),
      isSubscription: false,
      subscriptionInterval: null,
      trialDays: 0,
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, answer.product.id));
    expect(row!.fileKey).toMatch(/^upload-[0-9a-f-]{36}\.pdf$/);
    expect(row!.fileType).toBe('application/pdf');
    expect(fs.readFileSync(path.join(t.config.filesDir, row!.fileKey), 'utf8')).toBe(PDF);
  });

  it('keeps the subscription terms and takes tags from repeated fields', async () => {
    const creator = await signUpUser(t);
    const response = await upload(
      creator.cookie,
      {
        ...validFields,
        tags: ['moon', 'ritual, journal'],
        isSubscription: 'true',
        subscriptionInterval: 'month',
        trialDays: '7',
      },
      { fileName: 'Moon Journal.txt', content: 'Write one line each night under the moon.\n' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().product).toMatchObject({
      tags: 'moon, ritual, journal',
      isSubscription: true,
      subscriptionInterval: 'month',
      trialDays: 7,
      fileName: 'Moon Journal.txt',
    });
  });

  it.each([
    ['a missing title', { title: '  ' }, 'title', 'Title is required'],
    ['a missing description', { description: '' }, 'description', 'Description is required'],
    ['a missing category', { categoryId: '' }, 'categoryId', 'Category is required'],
    ['a category that does not exist', { categoryId: '9999' }, 'categoryId', 'Category is required'],
    ['a price that is not a number', { price: 'abc' }, 'price', 'Price must be a valid positive number'],
    ['a zero price', { price: '0' }, 'price', 'Price must be a valid positive number'],
    ['a negative price', { price: '-5' }, 'price', 'Price must be a valid positive number'],
    [
      'a subscription without interval',
      { isSubscription: 'true' },
      'subscriptionInterval',
      'Subscription interval is required for subscription products',
    ],
    [
      'an unknown interval',
      { isSubscription: 'true', subscriptionInterval: 'week' },
      'subscriptionInterval',
      'Subscription interval is required for subscription products',
    ],
    [
      'trial days above 365',
      { isSubscription: 'true', subscriptionInterval: 'year', trialDays: '366' },
      'trialDays',
      'Trial days must be a whole number from 0 to 365',
    ],
    [
      'fractional trial days',
      { isSubscription: 'true', subscriptionInterval: 'year', trialDays: '1.5' },
      'trialDays',
      'Trial days must be a whole number from 0 to 365',
    ],
    ['more than ten tags', { tags: 'a,b,c,d,e,f,g,h,i,j,k' }, 'tags', 'Use at most 10 tags'],
  ])('refuses %s with its message and stores nothing', async (_case, change, field, message) => {
    const creator = await signUpUser(t);
    const response = await expectNothingLeft(creator.user.id, () =>
      upload(creator.cookie, { ...validFields, ...change }, pdfFile()),
    );
    expect(response.statusCode).toBe(400);
    const body = (response as unknown as { json(): { message: string; fields: Record<string, string> } }).json();
    expect(body.message).toBe(message);
    expect(body.fields[field]).toBe(message);
  });

  it('requires a file', async () => {
    const creator = await signUpUser(t);
    const response = await upload(creator.cookie, validFields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'A file is required', fields: { file: 'A file is required' } });
  });

  it('answers 413 for a file over 100 MB, streamed, and keeps nothing of it', async () => {
    const creator = await signUpUser(t);
    const response = await expectNothingLeft(creator.user.id, () =>
      upload(creator.cookie, validFields, { fileName: 'huge.txt', content: repeatedBytes(UPLOAD_MAX_BYTES + 1) }),
    );
    expect(response.statusCode).toBe(413);
    expect((response as unknown as { json(): unknown }).json()).toMatchObject({
      code: 'payload_too_large',
      message: 'File is larger than the 100 MB limit',
    });
  }, 60_000);

  it.each([
    [
      'a type not on the list',
      { fileName: 'setup.exe', content: 'MZ\x90\x00' },
      'only pdf, zip, mp3, mp4, docx, txt, epub files are accepted',
    ],
    ['no extension', { fileName: 'notes', content: 'hello' }, 'only pdf, zip, mp3, mp4, docx, txt, epub files are accepted'],
    [
      'an executable renamed .pdf',
      {
        fileName: 'guide.pdf',
        content: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(600, 1)]),
      },
      'executable files and scripts are not allowed',
    ],
    [
      'an ELF program renamed .mp3',
      { fileName: 'track.mp3', content: Buffer.from('\x7fELF\x02\x01\x01', 'latin1') },
      'executable files and scripts are not allowed',
    ],
    [
      'a shell script renamed .txt',
      { fileName: 'notes.txt', content: '#!/bin/sh\nrm -rf ~\n' },
      'executable files and scripts are not allowed',
    ],
    ['text that is not a PDF', { fileName: 'guide.pdf', content: 'just some words' }, "the file's content is not a PDF document"],
    [
      'binary data named .txt',
      { fileName: 'notes.txt', content: Buffer.from([0x68, 0x69, 0x00, 0x01]) },
      'a text file must not contain binary data',
    ],
    [
      'invalid UTF-8 named .txt',
      { fileName: 'notes.txt', content: Buffer.from([0x68, 0xc3, 0x28, 0x69]) },
      'a text file must be valid UTF-8 text',
    ],
    [
      'a plain ZIP named .epub',
      { fileName: 'book.epub', content: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(40)]) },
      "the file's content is not an EPUB ebook",
    ],
    [
      'a ZIP without Word parts named .docx',
      {
        fileName: 'doc.docx',
        content: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), Buffer.alloc(26), Buffer.from('photo.jpg')]),
      },
      "the file's content is not a Word document (.docx)",
    ],
    ['an empty file', { fileName: 'empty.txt', content: '' }, 'the file is empty'],
  ])('refuses %s with "File rejected" and stores nothing', async (_case, file, reason) => {
    const creator = await signUpUser(t);
    const response = await expectNothingLeft(creator.user.id, () => upload(creator.cookie, validFields, file));
    expect(response.statusCode).toBe(400);
    const body = (response as unknown as { json(): { code: string; message: string; feedback: string[] } }).json();
    expect(body.code).toBe('file_rejected');
    expect(body.message).toBe(`File rejected: ${reason}`);
    expect(body.feedback).toHaveLength(1);
  });

  it('keeps only the base name of a path-traversal file name and writes nothing outside the folder', async () => {
    const creator = await signUpUser(t);
    const response = await upload(creator.cookie, validFields, pdfFile('../../etc/passwd.pdf'));
    expect(response.statusCode).toBe(201);
    expect(response.json().product.fileName).toBe('passwd.pdf');
    const [row] = await t.db.select().from(products).where(eq(products.id, response.json().product.id));
    expect(fs.existsSync(path.join(t.config.filesDir, row!.fileKey))).toBe(true);
    expect(fs.existsSync(path.resolve(t.config.filesDir, '../../etc/passwd.pdf'))).toBe(false);
  });
});

describe('upload moderation', () => {
  it('refuses a listing that promises to cure disease, with feedback, and stores nothing', async () => {
    const creator = await signUpUser(t);
    const response = await expectNothingLeft(creator.user.id, () =>
      upload(creator.cookie, { ...validFields, description: 'This frequency meditation cures cancer in 30 days.' }, pdfFile()),
    );
    expect(response.statusCode).toBe(400);
    const body = (response as unknown as { json(): { code: string; message: string; feedback: string[] } }).json();
    expect(body.code).toBe('content_rejected');
    expect(body.message).toMatch(/^Content not approved: /);
    expect(body.feedback).toEqual([expect.stringContaining('cures, heals or treats a disease')]);
  });

  it('holds a listing promising income for review: stored, not on sale, shown to admins', async () => {
    const creator = await signUpUser(t);
    const response = await upload(
      creator.cookie,
      { ...validFields, description: 'My manifesting method will make $10,000 a month, guaranteed income for all.' },
      pdfFile(),
    );
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.moderationResult.action).toBe('review');
    expect(answer.moderationResult.reasons).toContain('income_claim');
    expect(answer.feedback.length).toBeGreaterThan(0);
    expect(answer.product).toMatchObject({
      status: 'pending_review',
      isActive: false,
      moderationFeedback: expect.stringContaining('income'),
    });
    // The creator is e-mailed that it is held, with the advice, in the upload's transaction.
    const held = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, creator.email), eq(emailOutbox.kind, 'listing_decision')));
    expect(held).toHaveLength(1);
    expect(held[0]!.subject).toBe(`“${validFields.title}” is held for review`);
    expect(held[0]!.textBody).toContain(`The moderator's advice:\n${answer.feedback[0]}`);
    expect(held[0]!.textBody).toContain(`${t.config.siteUrl}/dashboard?tab=products`);

    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/moderation', headers: { cookie: await adminSession() } });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().map((item: { id: number }) => item.id)).toContain(answer.product.id);

    const notAdmin = await t.app.inject({ method: 'GET', url: '/api/admin/moderation', headers: { cookie: creator.cookie } });
    expect(notAdmin.statusCode).toBe(403);
  });
});

async function signInAdmin() {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { origin: TEST_ORIGIN },
    payload: { email: 'moderator@test.example', password: 'river-stone-42' },
  });
  return (response.headers['set-cookie'] as string).split(';')[0]!;
}

describe('one product per creator', () => {
  it('answers 409 naming the published product when a second would be published, and keeps nothing', async () => {
    const creator = await signUpUser(t);
    const first = await createTestProduct(t.db, creator.user.id, { title: 'Sound Bath Journey' });
    const before = storedFiles();
    const response = await upload(creator.cookie, validFields, pdfFile());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'one_product_conflict',
      message: 'You already have a published product: “Sound Bath Journey”. Archive it first to publish a new one.',
      fields: { existingProductId: String(first.id) },
    });
    expect(await productCount(creator.user.id)).toBe(1);
    expect([...storedFiles()].filter((name) => !before.has(name))).toEqual([]);
  });

  it('publishes only one of two uploads sent at once', async () => {
    const creator = await signUpUser(t);
    const responses = await Promise.all([
      upload(creator.cookie, validFields, pdfFile()),
      upload(creator.cookie, validFields, pdfFile()),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const published = await t.db.select().from(products).where(eq(products.creatorId, creator.user.id));
    expect(published.filter((p) => p.status === 'published')).toHaveLength(1);
  });

  it('lets an admin approve a held product only after the creator archives the published one', async () => {
    const creator = await signUpUser(t);
    const live = await createTestProduct(t.db, creator.user.id);
    const held = await createTestProduct(t.db, creator.user.id, { status: 'pending_review', title: 'Second offering' });
    const adminCookie = await adminSession();
    const decide = (decision: object) => decideHeld(adminCookie, held.id, decision);

    const blocked = await decide({ decision: 'approve' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().fields).toEqual({ existingProductId: String(live.id) });

    const archive = await t.app.inject({
      method: 'PATCH',
      url: `/api/creator/products/${live.id}`,
      headers: { cookie: creator.cookie, origin: TEST_ORIGIN },
      payload: { isActive: false },
    });
    expect(archive.json()).toMatchObject({ status: 'archived', isActive: false });

    const approved = await decide({ decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({ id: held.id, status: 'published' });

    // Re-activating the archived one now collides with the newly published product.
    const reactivate = await t.app.inject({
      method: 'PATCH',
      url: `/api/creator/products/${live.id}`,
      headers: { cookie: creator.cookie, origin: TEST_ORIGIN },
      payload: { isActive: true },
    });
    expect(reactivate.statusCode).toBe(409);
    expect(reactivate.json().fields).toEqual({ existingProductId: String(held.id) });
  });

  it('refuses a decision from a signed-in non-admin, even the product’s creator, and leaves the product held', async () => {
    const creator = await signUpUser(t);
    const held = await createTestProduct(t.db, creator.user.id, { status: 'pending_review' });
    const response = await decideHeld(creator.cookie, held.id, { decision: 'approve' });
    expect(response.statusCode).toBe(403);
    const [row] = await t.db.select().from(products).where(eq(products.id, held.id));
    expect(row!.status).toBe('pending_review');
  });

  it('lets an admin reject a held product with feedback', async () => {
    const creator = await signUpUser(t);
    const held = await createTestProduct(t.db, creator.user.id, { status: 'pending_review' });
    const response = await decideHeld(await adminSession(), held.id, {
      decision: 'reject',
      feedback: 'Please remove the income figures.',
    });
    expect(response.json()).toEqual({ id: held.id, status: 'rejected' });
    const list = await t.app.inject({ method: 'GET', url: '/api/creator/products', headers: { cookie: creator.cookie } });
    expect(list.json()[0]).toMatchObject({
      status: 'rejected',
      isActive: false,
      moderationFeedback: 'Please remove the income figures.',
    });
  });
});

/** A moderation decision on a held product, sent with `cookie`. */
function decideHeld(cookie: string, productId: number, decision: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/moderation/${productId}`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: decision,
  });
}

let adminCookie: string | undefined;
async function adminSession() {
  adminCookie ??= await signUpUser(t, { email: 'moderator@test.example' })
    .then((admin) => admin.cookie)
    .catch(signInAdmin);
  return adminCookie;
}
