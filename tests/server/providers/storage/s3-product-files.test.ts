import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/server/app.js';
import { type LocalS3, startLocalS3 } from '../../../../bench/src/local-s3.js';
import { openDatabase } from '../../../../src/server/db/client.js';
import { products } from '../../../../src/server/db/schema/catalog.js';
import { createStorage } from '../../../../src/server/providers/storage/create-storage.js';
import { buyProducts } from '../../../helpers/commerce.js';
import { signUpUser, TEST_ORIGIN } from '../../../helpers/factories.js';
import { multipart, type MultipartFilePart } from '../../../helpers/multipart.js';
import { createTestApp, type TestApp, testConfig, testDatabaseUrl } from '../../../helpers/test-app.js';

const MB = 1024 * 1024;
let s3: LocalS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startLocalS3();
  // Its own data folder, so a file found can only have come from the bucket.
  t = await createTestApp({ ...s3.env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'instance-a-')) });
});
afterAll(async () => {
  await t.app.close();
  await s3.close();
});

const fields = {
  title: 'Evening Wind-Down Journal',
  description: 'Thirty prompts to close the day gently, notice what went well and let the rest go.',
  price: '14.00',
  categoryId: '12',
  tags: 'journal, evening',
};

/** Plain text larger than one 5 MB part, so the multipart path is used end to end. */
function journalText(bytes: number) {
  const line = Buffer.from('What softened in you today? Write it down and breathe out slowly.\n');
  return Buffer.concat(Array.from({ length: Math.ceil(bytes / line.length) }, () => line)).subarray(0, bytes);
}

function upload(app: TestApp['app'], cookie: string, file: MultipartFilePart) {
  const { headers, payload } = multipart(fields, file);
  return app.inject({ method: 'POST', url: '/api/products', headers: { ...headers, origin: TEST_ORIGIN, cookie }, payload });
}

const bucketObjects = () =>
  fs.existsSync(path.join(s3.directory, s3.bucket))
    ? fs.readdirSync(path.join(s3.directory, s3.bucket)).filter((name) => name.endsWith('._S3rver_object'))
    : [];

describe('product files in an S3 bucket', () => {
  it('stores an upload in the bucket and serves whole and ranged downloads from it', async () => {
    const creator = await signUpUser(t);
    const content = journalText(6 * MB);
    const created = await upload(t.app, creator.cookie, { fileName: 'wind-down.txt', content, contentType: 'text/plain' });
    expect(created.statusCode).toBe(201);
    const [product] = await t.db.select().from(products).where(eq(products.id, created.json().product.id));
    expect(bucketObjects()).toContain(`${product!.fileKey}._S3rver_object`);
    expect(fs.existsSync(path.join(t.config.filesDir, product!.fileKey))).toBe(false);

    const buyer = await signUpUser(t);
    await buyProducts(t, buyer.cookie, [product!.id]);
    const whole = await t.app.inject({ url: `/api/download/${product!.id}`, headers: { cookie: buyer.cookie } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(content)).toBe(true);
    const ranged = await t.app.inject({
      url: `/api/download/${product!.id}`,
      headers: { cookie: buyer.cookie, range: `bytes=${5 * MB - 5}-${5 * MB + 4}` },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes ${5 * MB - 5}-${5 * MB + 4}/${content.length}`);
    expect(ranged.rawPayload.equals(content.subarray(5 * MB - 5, 5 * MB + 5))).toBe(true);
  });

  it('refuses a file found wrong after its first part was sent, and leaves nothing in the bucket', async () => {
    const creator = await signUpUser(t);
    const before = bucketObjects();
    // Valid text for 6 MB, then a NUL byte: refused only once the first 5 MB part is in the bucket.
    const content = Buffer.concat([journalText(6 * MB), Buffer.from([0]), journalText(1000)]);
    const refused = await upload(t.app, creator.cookie, { fileName: 'notes.txt', content, contentType: 'text/plain' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/binary data/);
    expect(bucketObjects()).toEqual(before);
    expect(s3.openUploads()).toEqual([]);
    expect(await t.db.select().from(products).where(eq(products.creatorId, creator.user.id))).toEqual([]);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'two instances on one PostgreSQL and one bucket (set TEST_DATABASE_URL to run)',
  () => {
    it('serves a ranged download through one instance of a file uploaded through the other', async () => {
      const second = await openDatabase({ url: (await testDatabaseUrl())!, poolSize: 5 });
      const config = testConfig({ ...s3.env, DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'instance-b-')) });
      const other = await buildApp({
        config,
        db: second.db,
        storage: await createStorage(config),
        payments: t.payments,
        payouts: t.payouts,
        ai: t.ai,
        serveWeb: false,
      });
      try {
        const creator = await signUpUser(t);
        const content = journalText(6 * MB + 321);
        const created = await upload(t.app, creator.cookie, { fileName: 'wind-down.txt', content, contentType: 'text/plain' });
        expect(created.statusCode).toBe(201);
        const productId: number = created.json().product.id;

        const b = { ...t, app: other };
        const buyer = await signUpUser(b);
        await buyProducts(b, buyer.cookie, [productId]);
        const start = 5 * MB - 100;
        const ranged = await other.inject({
          url: `/api/download/${productId}`,
          headers: { cookie: buyer.cookie, range: `bytes=${start}-` },
        });
        expect(ranged.statusCode).toBe(206);
        expect(ranged.rawPayload.equals(content.subarray(start))).toBe(true);
      } finally {
        await other.close();
        await second.close();
      }
    });
  },
);
