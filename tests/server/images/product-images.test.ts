import fs from 'node:fs';
import zlib from 'node:zlib';
import { count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COVER_WIDTHS, coverUrl } from '../../../src/contract/product-image.js';
import { users } from '../../../src/server/db/schema/auth.js';
import { products } from '../../../src/server/db/schema/catalog.js';
import { demoListings } from '../../../src/server/db/seed/demo-catalog.js';
import { coverProductsWithoutCovers } from '../../../src/server/features/images/cover-products-without-covers.js';
import { generateCover } from '../../../src/server/features/images/store-cover.js';
import { createProduct, signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { multipart, type MultipartFilePart } from '../../helpers/multipart.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
const pdfFile: MultipartFilePart = { fileName: 'practice.pdf', content: PDF, contentType: 'application/pdf' };

const fields = (title: string) => ({
  title,
  description: 'A gentle ten-minute breathing practice to begin the day feeling grounded and clear.',
  price: '12.50',
  categoryId: '12',
  tags: 'breathwork',
});

/** A 1600 × 900 picture with a camera's metadata (EXIF), in the given format. */
function photo(format: 'jpeg' | 'png' | 'webp') {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .withExif({ IFD0: { Artist: 'Hidden Photographer', Copyright: 'secret' } })
    [format]()
    .toBuffer();
}

const cover = (fileName: string, content: Buffer | string): MultipartFilePart => ({ field: 'image', fileName, content });

/** A valid PNG of a few hundred bytes whose header declares a 30000 × 30000 canvas: a decompression bomb. */
function pngBomb() {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(30_000, 0);
  header.writeUInt32BE(30_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const rows = zlib.deflateSync(Buffer.alloc(30_001 * 64));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function upload(cookie: string, title: string, files: MultipartFilePart[]) {
  const { headers, payload } = multipart(fields(title), files);
  return t.app.inject({ method: 'POST', url: '/api/products', headers: { ...headers, origin: TEST_ORIGIN, cookie }, payload });
}

function replaceCover(cookie: string, productId: number, file: MultipartFilePart) {
  const { headers, payload } = multipart({}, file);
  return t.app.inject({
    method: 'PUT',
    url: `/api/creator/products/${productId}/image`,
    headers: { ...headers, origin: TEST_ORIGIN, cookie },
    payload,
  });
}

const getImage = (url: string) => t.app.inject({ url });
const storedFiles = () => new Set(fs.readdirSync(t.config.filesDir));

async function productCount(creatorId: number) {
  const [row] = await t.db.select({ n: count() }).from(products).where(eq(products.creatorId, creatorId));
  return row!.n;
}

/** A refused attempt leaves no product row and no file (whole or partial) in storage. */
async function expectNothingLeft(creatorId: number, attempt: () => Promise<{ statusCode: number; json: () => unknown }>) {
  const before = storedFiles();
  const response = await attempt();
  expect(await productCount(creatorId)).toBe(0);
  expect([...storedFiles()].filter((name) => !before.has(name))).toEqual([]);
  return response;
}

/** Every width of the cover at `imageUrl` is served as WebP of that width and 4:3, with no metadata. */
async function expectServedCover(imageUrl: string) {
  const key = /\/api\/images\/([0-9a-f]{32})-640\.webp$/.exec(imageUrl)?.[1];
  expect(key).toBeDefined();
  for (const width of COVER_WIDTHS) {
    const response = await getImage(coverUrl(key!, width));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const info = await sharp(response.rawPayload).metadata();
    expect(info).toMatchObject({ format: 'webp', width, height: (width * 3) / 4 });
    expect(info.exif).toBeUndefined();
  }
  return key!;
}

describe('cover images on upload', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    'accepts a %s picture by its content and serves it re-encoded without metadata',
    async (format) => {
      const creator = await signUpUser(t);
      const extension = format === 'jpeg' ? 'jpg' : format;
      const response = await upload(creator.cookie, `Cover test ${format}`, [
        cover(`my photo.${extension}`, await photo(format)),
        pdfFile,
      ]);
      expect(response.statusCode).toBe(201);
      const { product } = response.json();
      expect(product.imagePlaceholder).toMatch(/^data:image\/webp;base64,/);
      await expectServedCover(product.imageUrl);
      // Buyers see the same cover in the catalogue.
      const listed = (await t.app.inject({ url: `/api/products/${product.id}` })).json();
      expect(listed).toMatchObject({ imageUrl: product.imageUrl, imagePlaceholder: product.imagePlaceholder });
    },
  );

  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
  const large = async () => Buffer.concat([await photo('png'), Buffer.alloc(12 * 1024 * 1024, 1)]);
  it.each([
    {
      refused: 'a PNG renamed .exe',
      file: async () => cover('cover.exe', await photo('png')),
      answer: { code: 'file_rejected', message: 'Cover image rejected: only JPEG, PNG or WebP images are accepted' },
    },
    {
      refused: 'a JPEG named .png',
      file: async () => cover('cover.png', await photo('jpeg')),
      answer: { code: 'file_rejected', fields: { image: 'The file is a JPEG image but is named .png' } },
    },
    {
      refused: 'an SVG',
      file: async () => cover('cover.svg', svg),
      answer: { code: 'file_rejected', message: 'Cover image rejected: only JPEG, PNG or WebP images are accepted' },
    },
    {
      refused: 'an SVG named .png',
      file: async () => cover('cover.png', svg),
      answer: { code: 'file_rejected', message: 'Cover image rejected: the file is not a JPEG, PNG or WebP image' },
    },
    {
      refused: 'a 12 MB picture',
      file: async () => cover('cover.png', await large()),
      answer: { code: 'payload_too_large', message: 'Cover image is larger than the 10 MB limit' },
    },
    {
      refused: 'a decompression bomb (a PNG of a few KB declaring 30000 × 30000), before decoding it',
      file: async () => cover('cover.png', pngBomb()),
      answer: { code: 'file_rejected', message: 'Cover image rejected: the image is larger than 60 megapixels' },
    },
  ])('refuses $refused, leaving no product and no file behind', async ({ file, answer }) => {
    const creator = await signUpUser(t);
    const image = await file();
    const response = await expectNothingLeft(creator.user.id, () => upload(creator.cookie, 'Refused cover', [image, pdfFile]));
    expect(response.statusCode).toBe(answer.code === 'payload_too_large' ? 413 : 400);
    expect(response.json()).toMatchObject(answer);
  });

  it('gives a product uploaded without a picture its own generated cover', async () => {
    const first = await signUpUser(t);
    const second = await signUpUser(t);
    const a = (await upload(first.cookie, 'Evening Stillness Practice', [pdfFile])).json().product;
    const b = (await upload(second.cookie, 'Forest Breathing Ritual', [pdfFile])).json().product;
    const keyA = await expectServedCover(a.imageUrl);
    const keyB = await expectServedCover(b.imageUrl);
    expect(keyA).not.toBe(keyB);
    expect(a.imagePlaceholder).not.toBe(b.imagePlaceholder);
    const bytesA = (await getImage(a.imageUrl)).rawPayload;
    const bytesB = (await getImage(b.imageUrl)).rawPayload;
    expect(bytesA.equals(bytesB)).toBe(false);
  });
});

describe('GET /api/images/:name', () => {
  it('answers 404 for a cover that does not exist and 400 for a name that is not a cover', async () => {
    expect((await getImage(coverUrl('0'.repeat(32), 320))).statusCode).toBe(404);
    expect((await getImage('/api/images/..%2F..%2Fsecret-320.webp')).statusCode).toBe(400);
    expect((await getImage(`/api/images/${'0'.repeat(32)}-777.webp`)).statusCode).toBe(400);
  });
});

describe('PUT /api/creator/products/:id/image', () => {
  it("replaces the creator's cover and removes the old cover's files", async () => {
    const creator = await signUpUser(t);
    const product = (await upload(creator.cookie, 'Cover change practice', [pdfFile])).json().product;
    const oldKey = await expectServedCover(product.imageUrl);

    const response = await replaceCover(creator.cookie, product.id, cover('new.webp', await photo('webp')));
    expect(response.statusCode).toBe(200);
    const newKey = await expectServedCover(response.json().imageUrl);
    expect(newKey).not.toBe(oldKey);
    expect((await getImage(product.imageUrl)).statusCode).toBe(404);
  });

  it('answers 400 for a cover form that is cut off', async () => {
    const creator = await signUpUser(t);
    const product = (await upload(creator.cookie, 'Cut off cover practice', [pdfFile])).json().product;
    const { headers, payload } = multipart({}, cover('new.png', await photo('png')));
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/creator/products/${product.id}/image`,
      headers: { ...headers, origin: TEST_ORIGIN, cookie: creator.cookie },
      payload: (payload as Buffer).subarray(0, 200),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request' });
  });

  it("refuses another creator's product and a bad picture, changing nothing", async () => {
    const owner = await signUpUser(t);
    const other = await signUpUser(t);
    const product = (await upload(owner.cookie, 'Guarded cover practice', [pdfFile])).json().product;
    const before = storedFiles();

    expect((await replaceCover(other.cookie, product.id, cover('new.png', await photo('png')))).statusCode).toBe(404);
    const bomb = await replaceCover(owner.cookie, product.id, cover('new.png', pngBomb()));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toMatchObject({ code: 'file_rejected' });

    expect([...storedFiles()].filter((name) => !before.has(name))).toEqual([]);
    const [row] = await t.db.select({ imageKey: products.imageKey }).from(products).where(eq(products.id, product.id));
    expect(product.imageUrl).toContain(row!.imageKey!);
  });
});

describe('demo catalogue covers', () => {
  it('gives every demo product its own cover, generated from the product', async () => {
    const emails = demoListings.map((listing) => listing.creator.email);
    const rows = await t.db
      .select({ title: products.title, imageKey: products.imageKey, imagePlaceholder: products.imagePlaceholder })
      .from(products)
      .innerJoin(users, eq(users.id, products.creatorId))
      .where(inArray(users.email, emails));
    expect(rows).toHaveLength(demoListings.length);
    expect(new Set(rows.map((row) => row.imageKey)).size).toBe(demoListings.length);
    expect(new Set(rows.map((row) => row.imagePlaceholder)).size).toBe(demoListings.length);

    // Keys are content hashes: each row's key is its own listing's drawn cover, and the pictures differ.
    const drawn = await Promise.all(demoListings.map((listing) => generateCover(listing)));
    const keyByTitle = new Map(rows.map((row) => [row.title, row.imageKey]));
    expect(demoListings.map((listing) => keyByTitle.get(listing.title))).toEqual(drawn.map((picture) => picture.key));
    const largest = drawn.map((picture) => picture.variants.at(-1)!.data.toString('base64'));
    expect(new Set(largest).size).toBe(demoListings.length);
  });
});

describe('covers for products that have none', () => {
  it('draws a product written without a cover its own, once', async () => {
    const { product } = await createProduct(t.db, { title: 'A product from before covers', categoryId: 10 });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).json().imageUrl).toBeNull();

    // Newest first: this test's product is among the first few, whatever other tests left uncovered.
    await coverProductsWithoutCovers(t, { limit: 5 });
    const covered = (await t.app.inject({ url: `/api/products/${product.id}` })).json();
    expect(covered.imageUrl).toBe(coverUrl((await generateCover(product)).key));
    await expectServedCover(covered.imageUrl);

    await coverProductsWithoutCovers(t, { limit: 5 });
    expect((await t.app.inject({ url: `/api/products/${product.id}` })).json().imageUrl).toBe(covered.imageUrl);
  });
});
