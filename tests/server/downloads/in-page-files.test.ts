import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, subscriptions } from '../../../src/server/db/schema/commerce.js';
import { buyProducts, createProductWithFile } from '../../helpers/commerce.js';
import { signUpUser } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

const get = (url: string, cookie: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
const stream = (cookie: string | undefined, productId: number, headers: Record<string, string> = {}) =>
  get(`/api/purchases/${productId}/stream`, cookie, headers);

const FILES = [
  {
    fileName: 'guide.pdf',
    fileType: 'application/pdf',
    contentType: 'application/pdf',
    content: Buffer.from('%PDF-1.4\n%%EOF\n'),
  },
  {
    fileName: 'notes.txt',
    fileType: 'text/plain',
    contentType: 'text/plain; charset=utf-8',
    content: Buffer.from('Breathe in, é.\n'),
  },
  {
    fileName: 'flow.mp4',
    fileType: 'video/mp4',
    contentType: 'video/mp4',
    content: Buffer.from('\0\0\0\x18ftypmp42 rest of it'),
  },
] as const;

async function bought(file: { fileName: string; fileType: string; content: Buffer }) {
  const seller = await signUpUser(t);
  const product = await createProductWithFile(t, { creatorId: seller.user.id, ...file });
  const buyer = await signUpUser(t);
  await buyProducts(t, buyer.cookie, [product.id]);
  return { buyer, product };
}

describe('reading and watching a bought file in the page', () => {
  it.each(FILES)('streams $fileName inline with its type, framed by the app only, ranges included', async (file) => {
    const { buyer, product } = await bought(file);
    const whole = await stream(buyer.cookie, product.id);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe(file.contentType);
    expect(whole.headers['content-disposition']).toBe('inline');
    expect(whole.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(whole.headers['content-security-policy']);
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(whole.rawPayload.equals(file.content)).toBe(true);

    const part = await stream(buyer.cookie, product.id, { range: 'bytes=4-' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-type']).toBe(file.contentType);
    expect(part.rawPayload.equals(file.content.subarray(4))).toBe(true);

    // The download of the same file stays an attachment under the app's own policy.
    const download = await get(`/api/download/${product.id}`, buyer.cookie);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(String(download.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('sends a type that does not open in the page as a download, from the stream route too', async () => {
    const { buyer, product } = await bought({
      fileName: 'kit.zip',
      fileType: 'application/zip',
      content: Buffer.from('PK\x03\x04'),
    });
    const answer = await stream(buyer.cookie, product.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="kit.zip"; filename*=UTF-8''kit.zip`);
    expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it.each(FILES)('refuses $fileName to a stranger and after a refund with the download 403', async (file) => {
    const { buyer, product } = await bought(file);
    expect((await stream(undefined, product.id)).statusCode).toBe(401);
    const stranger = await signUpUser(t);
    const refused = await stream(stranger.cookie, product.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'forbidden', message: 'You must purchase this product to download it' });
    await t.db.update(purchases).set({ status: 'refunded', refundedAt: new Date() }).where(eq(purchases.userId, buyer.user.id));
    const afterRefund = await stream(buyer.cookie, product.id);
    expect(afterRefund.statusCode).toBe(403);
    expect(afterRefund.rawPayload.includes(file.content)).toBe(false);
  });

  it('streams to a subscriber while the subscription lasts, and not once it ended', async () => {
    const seller = await signUpUser(t);
    const product = await createProductWithFile(t, {
      creatorId: seller.user.id,
      ...FILES[0],
      isSubscription: true,
      subscriptionInterval: 'month',
      trialDays: 0,
    });
    const subscriber = await signUpUser(t);
    await buyProducts(t, subscriber.cookie, [product.id]);
    const during = await stream(subscriber.cookie, product.id);
    expect(during.statusCode).toBe(200);
    expect(during.headers['content-disposition']).toBe('inline');
    await t.db.update(subscriptions).set({ status: 'ended' }).where(eq(subscriptions.userId, subscriber.user.id));
    expect((await stream(subscriber.cookie, product.id)).statusCode).toBe(403);
  });
});
