import fs from 'node:fs';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema/catalog.js';
import { PDF_SAMPLE_MAX_BYTES } from '../../../src/contract/previews.js';
import { cutMp3 } from '../../../src/server/features/previews/cut-mp3.js';
import { makePreviewOf } from '../../../src/server/features/previews/make-preview.js';
import { send } from '../../helpers/commerce.js';
import { signUpUser, TEST_ORIGIN, uniqueEmail } from '../../helpers/factories.js';
import { numberedPdf, SILENT_FRAME_BYTES, SILENT_FRAME_SECONDS, silentMp3 } from '../../helpers/media.js';
import { multipart, type MultipartFilePart } from '../../helpers/multipart.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  const adminEmail = uniqueEmail('preview-admin');
  t = await createTestApp({ ADMIN_EMAILS: adminEmail });
  admin = await signUpUser(t, { email: adminEmail });
});
afterAll(async () => {
  await t.app.close();
});

// Whole frames up to the first that reaches 60 s.
const PREVIEW_FRAMES = Math.ceil(60 / SILENT_FRAME_SECONDS);
const PREVIEW_BYTES = PREVIEW_FRAMES * SILENT_FRAME_BYTES;

const fields = (title = 'Evening Body Scan') => ({
  title,
  description: 'A slow guided body scan to settle the body and mind before sleep.',
  price: '9.00',
  categoryId: '12',
  tags: 'sleep, meditation',
});
const mp3Part = (content: Buffer, field = 'file', fileName = 'body-scan.mp3'): MultipartFilePart => ({
  fileName,
  content,
  contentType: 'audio/mpeg',
  field,
});
const pdfPart = (content: Buffer, field = 'file'): MultipartFilePart => ({
  fileName: 'workbook.pdf',
  content,
  contentType: 'application/pdf',
  field,
});

function post(cookie: string, body: Record<string, string>, files: MultipartFilePart[]) {
  const { headers, payload } = multipart(body, files);
  return t.app.inject({ method: 'POST', url: '/api/products', headers: { ...headers, origin: TEST_ORIGIN, cookie }, payload });
}

async function upload(files: MultipartFilePart[], body = fields()) {
  const creator = await signUpUser(t);
  const response = await post(creator.cookie, body, files);
  expect(response.statusCode, response.body).toBe(201);
  return { creator, product: response.json().product as { id: number; preview: unknown; status: string } };
}

function putMultipart(cookie: string, url: string, file: MultipartFilePart) {
  const { headers, payload } = multipart({}, file);
  return t.app.inject({ method: 'PUT', url, headers: { ...headers, origin: TEST_ORIGIN, cookie }, payload });
}

const preview = (id: number | string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/api/products/${id}/preview`, headers });

const row = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0]!;
const stored = (key: string) => fs.existsSync(`${t.config.filesDir}/${key}`);

describe('cutting an mp3', () => {
  it('keeps whole frames up to a minute, skips an ID3 tag, and stops reading the file there', async () => {
    const file = silentMp3(600, { id3Bytes: 4096 });
    let read = 0;
    const chunks = async function* () {
      for (let at = 0; at < file.length; at += 16 * 1024) {
        const chunk = file.subarray(at, at + 16 * 1024);
        read += chunk.length;
        yield chunk;
      }
    };
    const cut = await cutMp3(Readable.from(chunks(), { highWaterMark: 1 }));
    expect(cut!.length).toBe(PREVIEW_BYTES);
    expect(cut!.equals(file.subarray(4096, 4096 + PREVIEW_BYTES))).toBe(true);
    // The first minute and the few chunks the stream buffers ahead, of ten minutes.
    expect(read).toBeLessThanOrEqual(4096 + PREVIEW_BYTES + 3 * 16 * 1024);
    expect(read).toBeLessThan(file.length / 5);
  });

  it('answers nothing for bytes with no audio frame', async () => {
    expect(await cutMp3(Readable.from([Buffer.from('ID3'), Buffer.alloc(5000, 0x61)]))).toBeUndefined();
  });
});

describe('GET /api/products/:id/preview', () => {
  it('sends anyone the first minute of a published mp3, never more, with the product naming it', async () => {
    const file = silentMp3(180);
    const { product } = await upload([mp3Part(file)]);
    expect(product.preview).toEqual({ kind: 'audio', own: false });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).json().preview).toBe('audio');

    const response = await preview(product.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-disposition']).toBe('inline');
    expect(Number(response.headers['content-length'])).toBe(PREVIEW_BYTES);
    expect(PREVIEW_BYTES).toBeLessThan(file.length / 2);
    expect(response.rawPayload.equals(file.subarray(0, PREVIEW_BYTES))).toBe(true);

    const head = await preview(product.id, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(PREVIEW_BYTES);
    expect(head.rawPayload.length).toBe(0);
  });

  it('never lets a range reach past the preview', async () => {
    const file = silentMp3(180);
    const { product } = await upload([mp3Part(file)]);
    const open = await preview(product.id, { range: `bytes=1000-${file.length - 1}` });
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 1000-${PREVIEW_BYTES - 1}/${PREVIEW_BYTES}`);
    expect(open.rawPayload.equals(file.subarray(1000, PREVIEW_BYTES))).toBe(true);
    const past = await preview(product.id, { range: `bytes=${PREVIEW_BYTES}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${PREVIEW_BYTES}`);
    const suffix = await preview(product.id, { range: `bytes=-${file.length}` });
    expect(suffix.rawPayload.length).toBe(PREVIEW_BYTES);
  });

  it('sends the first three pages of a PDF', async () => {
    const { product } = await upload([pdfPart(await numberedPdf(12))]);
    expect(product.preview).toEqual({ kind: 'pdf', own: false });
    const response = await preview(product.id);
    expect(response.headers['content-type']).toBe('application/pdf');
    // The product page may frame it; nothing else may.
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const sample = await PDFDocument.load(response.rawPayload);
    expect(sample.getPageCount()).toBe(3);
  });

  it('makes no sample of a PDF above the size it can be made within budget, without reading the file', async () => {
    const reads: string[] = [];
    const storage = {
      ...t.storage,
      read: (key: string) => {
        reads.push(key);
        return t.storage.read(key);
      },
    };
    const key = 'large-workbook.pdf';
    await t.storage.put(key, await numberedPdf(4));
    const large = { key, type: 'application/pdf', size: PDF_SAMPLE_MAX_BYTES + 1 };
    expect(await makePreviewOf({ storage }, large)).toBeUndefined();
    expect(reads).toEqual([]);
    const made = await makePreviewOf({ storage }, { ...large, size: PDF_SAMPLE_MAX_BYTES });
    expect(made?.type).toBe('application/pdf');
    expect((await PDFDocument.load(made!.bytes)).getPageCount()).toBe(3);
  });

  it('is 404 for a held product until it is approved, and for an archived one', async () => {
    const { creator, product } = await upload([mp3Part(silentMp3(90))], {
      ...fields(),
      description: 'My manifesting method will make $10,000 a month, guaranteed income for all.',
    });
    expect(product.status).toBe('pending_review');
    expect(product.preview).toBeNull();
    const held = await preview(product.id);
    expect(held.statusCode).toBe(404);
    expect(held.json()).toEqual({ code: 'not_found', message: 'Preview not found' });

    const approved = await send(t, admin.cookie, 'POST', `/api/admin/moderation/${product.id}`, { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    expect((await preview(product.id)).statusCode).toBe(200);

    const archived = await send(t, creator.cookie, 'PATCH', `/api/creator/products/${product.id}`, { isActive: false });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await preview(product.id)).statusCode).toBe(404);
  });

  it('is 404 for a product without a preview or none at all, and 400 naming the id for a malformed one', async () => {
    // This PDF has a catalogue but no pages: nothing to make a sample of, and the product is on sale all the same.
    const broken = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const { product } = await upload([pdfPart(broken)]);
    expect(product).toMatchObject({ status: 'published', preview: null });
    expect((await preview(product.id)).statusCode).toBe(404);
    expect((await preview(2_000_000_000)).statusCode).toBe(404);
    const malformed = await preview('abc');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['id']);
  });
});

describe("a creator's own preview", () => {
  it('sent in the upload is the one served, and stays when the file is replaced', async () => {
    const own = silentMp3(20);
    const { creator, product } = await upload([mp3Part(own, 'preview', 'taste.mp3'), mp3Part(silentMp3(180))]);
    expect(product.preview).toEqual({ kind: 'audio', own: true });
    expect((await preview(product.id)).rawPayload.equals(own)).toBe(true);

    const replaced = await putMultipart(creator.cookie, `/api/creator/products/${product.id}/file`, mp3Part(silentMp3(240)));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().preview).toEqual({ kind: 'audio', own: true });
    expect((await preview(product.id)).rawPayload.equals(own)).toBe(true);
  });

  it('from the dashboard replaces the made one, whose file is removed', async () => {
    const { creator, product } = await upload([mp3Part(silentMp3(180))]);
    const made = (await row(product.id)).previewKey!;
    expect(stored(made)).toBe(true);
    // A PDF sample for an audio product is the creator's choice: the kind follows the preview's own type.
    const own = await numberedPdf(2);
    const response = await putMultipart(creator.cookie, `/api/creator/products/${product.id}/preview`, pdfPart(own, 'preview'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().preview).toEqual({ kind: 'pdf', own: true });
    expect(stored(made)).toBe(false);
    const served = await preview(product.id);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.rawPayload.equals(own)).toBe(true);
  });

  it('passes the content checks: a refused preview changes nothing and leaves nothing stored', async () => {
    const { creator, product } = await upload([mp3Part(silentMp3(90))]);
    const before = await row(product.id);
    const url = `/api/creator/products/${product.id}/preview`;
    const disguised = await putMultipart(creator.cookie, url, mp3Part(Buffer.from('MZ\x90\x00 a program'), 'preview'));
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().code).toBe('file_rejected');
    const zip = await putMultipart(creator.cookie, url, {
      fileName: 'extra.zip',
      content: Buffer.from('PK\x03\x04'),
      field: 'preview',
    });
    expect(zip.json()).toMatchObject({ code: 'file_rejected', message: 'File rejected: a preview must be an mp3 or pdf file' });
    expect((await row(product.id)).previewKey).toBe(before.previewKey);

    const stranger = await signUpUser(t);
    expect((await putMultipart(stranger.cookie, url, mp3Part(silentMp3(5), 'preview'))).statusCode).toBe(404);

    // In the upload too: the whole upload is refused and nothing stays in storage.
    const files = new Set(fs.readdirSync(t.config.filesDir));
    const refused = await post(creator.cookie, fields('Another Body Scan'), [
      mp3Part(Buffer.from('not audio at all'), 'preview'),
      mp3Part(silentMp3(90)),
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('file_rejected');
    expect(fs.readdirSync(t.config.filesDir).filter((name) => !files.has(name))).toEqual([]);
  });
});

describe('replacing the file', () => {
  it('makes the preview again from the new file and removes the old one', async () => {
    const { creator, product } = await upload([mp3Part(silentMp3(180))]);
    const old = (await row(product.id)).previewKey!;
    const shorter = silentMp3(30);
    const replaced = await putMultipart(creator.cookie, `/api/creator/products/${product.id}/file`, mp3Part(shorter));
    expect(replaced.json().preview).toEqual({ kind: 'audio', own: false });
    expect(stored(old)).toBe(false);
    const served = await preview(product.id);
    expect(served.rawPayload.equals(shorter)).toBe(true);
  });
});
