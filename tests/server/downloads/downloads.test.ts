import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../../src/server/db/schema/catalog.js';
import { downloads, purchases } from '../../../src/server/db/schema/commerce.js';
import { buyProducts, createProductWithFile } from '../../helpers/commerce.js';
import { signUpUser, TEST_ORIGIN } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const download = (
  cookie: string | undefined,
  productId: number,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) => t.app.inject({ method, url: `/api/download/${productId}`, headers: { ...(cookie ? { cookie } : {}), ...headers } });

/** A product with 1000 known bytes, and a buyer who bought it. */
async function boughtProduct(options: { fileName?: string } = {}) {
  const seller = await signUpUser(t);
  const content = crypto.randomBytes(1000);
  const product = await createProductWithFile(t, { creatorId: seller.user.id, content, fileType: 'application/pdf', ...options });
  const buyer = await signUpUser(t);
  await buyProducts(t, buyer.cookie, [product.id]);
  return { seller, buyer, product, content };
}

async function downloadCounts(userId: number, productId: number) {
  const rows = await t.db
    .select()
    .from(downloads)
    .where(and(eq(downloads.userId, userId), eq(downloads.productId, productId)));
  const [purchase] = await t.db
    .select()
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.productId, productId)));
  return { rows: rows.length, purchaseCount: purchase?.downloadCount };
}

describe('purchases list', () => {
  it('needs sign-in', async () => {
    expect((await t.app.inject({ url: '/api/purchases' })).statusCode).toBe(401);
  });

  it("lists the buyer's standing purchases with their product, newest first", async () => {
    const buyer = await signUpUser(t);
    const made = [];
    for (const price of [1100, 2200]) {
      const seller = await signUpUser(t);
      made.push(await createProductWithFile(t, { creatorId: seller.user.id, priceCents: price, fileName: 'journal.pdf' }));
    }
    await buyProducts(t, buyer.cookie, [made[0]!.id]);
    await buyProducts(t, buyer.cookie, [made[1]!.id]);
    const list = (await t.app.inject({ url: '/api/purchases', headers: { cookie: buyer.cookie } })).json();
    expect(list.map((p: { product: { id: number } }) => p.product.id)).toEqual([made[1]!.id, made[0]!.id]);
    expect(list[0]).toEqual({
      id: expect.any(Number),
      createdAt: expect.any(String),
      amountPaid: '22.00',
      product: {
        id: made[1]!.id,
        title: made[1]!.title,
        imageUrl: null,
        imagePlaceholder: null,
        tags: made[1]!.tags,
        price: '22.00',
        fileSize: 64,
        fileName: 'journal.pdf',
        updatedAt: null,
        updateNote: null,
        fileType: 'application/pdf',
        creatorName: expect.any(String),
      },
      listening: null,
    });

    await t.db.update(purchases).set({ status: 'refunded', refundedAt: new Date() }).where(eq(purchases.id, list[0].id));
    const after = (await t.app.inject({ url: '/api/purchases', headers: { cookie: buyer.cookie } })).json();
    expect(after.map((p: { product: { id: number } }) => p.product.id)).toEqual([made[0]!.id]);
  });
});

describe('downloads', () => {
  it('needs sign-in, an existing product and a purchase', async () => {
    const { product } = await boughtProduct();
    expect((await download(undefined, product.id)).statusCode).toBe(401);
    const stranger = await signUpUser(t);
    const missing = await download(stranger.cookie, 999_999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Product not found' });
    const refused = await download(stranger.cookie, product.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', message: 'You must purchase this product to download it' });
  });

  it('sends the buyer the whole file under its name, with length, a strong ETag and range support', async () => {
    const { buyer, product, content } = await boughtProduct({ fileName: 'Méditation du matin "calm".pdf' });
    const response = await download(buyer.cookie, product.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-length']).toBe('1000');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers.etag).toBe(`"${product.fileKey}-1000"`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="M_ditation du matin _calm_.pdf"; filename*=UTF-8''M%C3%A9ditation%20du%20matin%20%22calm%22.pdf`,
    );
  });

  it('counts each download started by a buyer, not resumed ranges or HEAD', async () => {
    const { buyer, product } = await boughtProduct();
    expect(await downloadCounts(buyer.user.id, product.id)).toEqual({ rows: 0, purchaseCount: 0 });
    await download(buyer.cookie, product.id);
    expect(await downloadCounts(buyer.user.id, product.id)).toEqual({ rows: 1, purchaseCount: 1 });
    // A resumed transfer continues the same download.
    expect((await download(buyer.cookie, product.id, { range: 'bytes=500-' })).statusCode).toBe(206);
    expect((await download(buyer.cookie, product.id, {}, 'HEAD')).statusCode).toBe(200);
    expect(await downloadCounts(buyer.user.id, product.id)).toEqual({ rows: 1, purchaseCount: 1 });
    // A download manager starting at byte 0 with a range is a new start.
    expect((await download(buyer.cookie, product.id, { range: 'bytes=0-99' })).statusCode).toBe(206);
    expect(await downloadCounts(buyer.user.id, product.id)).toEqual({ rows: 2, purchaseCount: 2 });
  });

  it('counts a first transfer that starts past byte 0: any bytes sent are a delivery', async () => {
    const { buyer, product, content } = await boughtProduct();
    const response = await download(buyer.cookie, product.id, { range: 'bytes=1-' });
    expect(response.statusCode).toBe(206);
    expect(response.rawPayload.equals(content.subarray(1))).toBe(true);
    expect(await downloadCounts(buyer.user.id, product.id)).toEqual({ rows: 1, purchaseCount: 1 });
    // The rest of that transfer continues it.
    await download(buyer.cookie, product.id, { range: 'bytes=-1' });
    expect(await downloadCounts(buyer.user.id, product.id)).toEqual({ rows: 1, purchaseCount: 1 });
  });

  it('counts nothing for HEAD or a range past the end, which send no bytes', async () => {
    const { buyer, product } = await boughtProduct();
    expect((await download(buyer.cookie, product.id, {}, 'HEAD')).statusCode).toBe(200);
    expect((await download(buyer.cookie, product.id, { range: 'bytes=5000-' }, 'HEAD')).statusCode).toBe(416);
    expect((await download(buyer.cookie, product.id, { range: 'bytes=5000-' })).statusCode).toBe(416);
    expect(await downloadCounts(buyer.user.id, product.id)).toEqual({ rows: 0, purchaseCount: 0 });
  });

  it('answers single ranges with 206 and exactly those bytes', async () => {
    const { buyer, product, content } = await boughtProduct();
    const cases: [string, number, number][] = [
      ['bytes=0-9', 0, 9],
      ['bytes=990-', 990, 999],
      ['bytes=-25', 975, 999],
      ['bytes=100-199', 100, 199],
      ['bytes=900-5000', 900, 999],
    ];
    for (const [range, start, end] of cases) {
      const response = await download(buyer.cookie, product.id, { range });
      expect(response.statusCode, range).toBe(206);
      expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
      expect(response.headers['content-length']).toBe(String(end - start + 1));
      expect(response.rawPayload.equals(content.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it('answers a range past the end with 416 and the file size', async () => {
    const { buyer, product } = await boughtProduct();
    const response = await download(buyer.cookie, product.id, { range: 'bytes=1000-1200' });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */1000');
    expect(response.rawPayload.length).toBe(0);
  });

  it('sends the whole file for several ranges, a malformed range, or an If-Range that does not match', async () => {
    const { buyer, product, content } = await boughtProduct();
    const etag = `"${product.fileKey}-1000"`;
    const variants: Record<string, string>[] = [
      { range: 'bytes=0-9,20-29' },
      { range: 'items=0-9' },
      { range: 'bytes=0-9', 'if-range': '"something-else"' },
    ];
    for (const headers of variants) {
      const response = await download(buyer.cookie, product.id, headers);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(content)).toBe(true);
    }
    const matching = await download(buyer.cookie, product.id, { range: 'bytes=10-19', 'if-range': etag });
    expect(matching.statusCode).toBe(206);
    expect(matching.rawPayload.equals(content.subarray(10, 20))).toBe(true);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { buyer, product } = await boughtProduct();
    const response = await download(buyer.cookie, product.id, {}, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.length).toBe(0);
  });

  it("lets the creator download their own product without counting it as a buyer's download", async () => {
    const { seller, product, content } = await boughtProduct();
    const response = await download(seller.cookie, product.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(await t.db.select().from(downloads).where(eq(downloads.userId, seller.user.id))).toEqual([]);
  });

  it('keeps an archived product downloadable for its buyers, and refuses a refunded buyer', async () => {
    const { buyer, product } = await boughtProduct();
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, product.id));
    expect((await download(buyer.cookie, product.id)).statusCode).toBe(200);
    await t.db.update(purchases).set({ status: 'refunded', refundedAt: new Date() }).where(eq(purchases.userId, buyer.user.id));
    expect((await download(buyer.cookie, product.id)).statusCode).toBe(403);
  });
});

describe('deliveries and the refund rule', () => {
  const askForRefund = (cookie: string, productId: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: { type: 'refund', message: 'Please refund this', productId },
      headers: { origin: TEST_ORIGIN, cookie },
    });

  it.each(['bytes=1-', 'bytes=500-999', 'bytes=-1'])(
    'sends a buyer who received a range (%s) to a person, never the automatic refund',
    async (range) => {
      const { buyer, product } = await boughtProduct();
      expect((await download(buyer.cookie, product.id, { range })).statusCode).toBe(206);
      const answer = (await askForRefund(buyer.cookie, product.id)).json();
      expect(answer).toMatchObject({ refundStatus: 'pending', escalateToHuman: true });
      const [purchase] = await t.db.select().from(purchases).where(eq(purchases.userId, buyer.user.id));
      expect(purchase!.status).toBe('active');
    },
  );

  it('still refunds automatically after only HEAD and unsatisfiable ranges', async () => {
    const { buyer, product } = await boughtProduct();
    await download(buyer.cookie, product.id, {}, 'HEAD');
    await download(buyer.cookie, product.id, { range: 'bytes=1000-' });
    const answer = (await askForRefund(buyer.cookie, product.id)).json();
    expect(answer).toMatchObject({ refundStatus: 'approved', escalateToHuman: false });
  });
});
