import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../../src/server/db/schema/commerce.js';
import { buyProducts, createProductWithFile } from '../../helpers/commerce.js';
import { signUpUser, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp } from '../../helpers/test-app.js';

const ADMIN = uniqueEmail();
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpUser>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  admin = await signUpUser(t, { email: ADMIN });
});
afterAll(async () => {
  await t.app.close();
});

const get = (cookie: string | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const rows = (body: string) => body.trimEnd().split('\r\n');
const today = () => new Date().toISOString().slice(0, 10);

/** A sale of `title` by a new creator, and its ledger row. */
async function sell(title: string, priceCents: number) {
  const creator = await signUpUser(t);
  const product = await createProductWithFile(t, { creatorId: creator.user.id, priceCents, title });
  const { intent } = await buyProducts(t, (await signUpUser(t)).cookie, [product.id]);
  const [sale] = await t.db.select().from(sales).where(eq(sales.paymentId, intent.paymentIntentId));
  return { creator, product, sale: sale!, paymentId: intent.paymentIntentId };
}

describe('creator sales export', () => {
  it("downloads the creator's own sales as CSV with the price paid, fees, earnings and refund state", async () => {
    const { creator, sale } = await sell('=Sunrise, "calm" chant', 1250);
    await sell('Someone else', 900);
    const response = await get(creator.cookie, '/api/creator/sales.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sales.csv"');
    const money = (cents: number) => (cents / 100).toFixed(2);
    expect(rows(response.body)).toEqual([
      'Date,Type,Product,Price paid,Discount code,Platform fee,Processing fee,Earnings,Refund state',
      // A text cell a spreadsheet would run as a formula keeps a leading quote; commas and quotes are quoted.
      `${sale.createdAt.toISOString()},sale,"'=Sunrise, ""calm"" chant",12.50,,${money(sale.platformFeeCents)},${money(sale.processingFeeCents)},${money(sale.creatorEarningsCents)},not refunded`,
    ]);
  });

  it('shows a refunded sale and its refund line', async () => {
    const { creator, sale } = await sell('Refunded chant', 2000);
    await t.db.insert(sales).values({
      ...sale,
      id: undefined,
      kind: 'reversal',
      amountCents: -sale.amountCents,
      platformFeeCents: -sale.platformFeeCents,
      processingFeeCents: -sale.processingFeeCents,
      creatorEarningsCents: -sale.creatorEarningsCents,
      reversesSaleId: sale.id,
      createdAt: new Date(),
    });
    const [, saleLine, refundLine] = rows((await get(creator.cookie, '/api/creator/sales.csv')).body);
    expect(saleLine).toMatch(/,sale,Refunded chant,20\.00,.*,refunded$/);
    expect(refundLine).toMatch(new RegExp(`,refund,Refunded chant,-20\\.00,.*,refund of sale ${sale.id}$`));
  });

  it('needs a signed-in user', async () => {
    expect((await get(undefined, '/api/creator/sales.csv')).statusCode).toBe(401);
  });
});

describe('admin ledger export', () => {
  it('downloads every ledger line of the period, and none outside it', async () => {
    const inside = await sell('Inside chant', 1500);
    const outside = await sell('Outside chant', 1600);
    await t.db
      .update(sales)
      .set({ createdAt: new Date('2020-01-15T12:00:00Z') })
      .where(eq(sales.id, outside.sale.id));

    const response = await get(admin.cookie, `/api/admin/ledger.csv?from=2021-01-01&to=${today()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="ledger-2021-01-01-to-${today()}.csv"`);
    const lines = rows(response.body);
    expect(lines[0]).toBe(
      'Date,Type,Line id,Payment reference,Product id,Product,Creator id,Buyer id,Price paid,Discount code,Platform fee,Processing fee,Creator earnings,Refund state',
    );
    expect(
      lines.some((line) => line.includes(`,sale,${inside.sale.id},${inside.paymentId},${inside.product.id},Inside chant,`)),
    ).toBe(true);
    expect(lines.some((line) => line.includes('Outside chant'))).toBe(false);

    const old = rows((await get(admin.cookie, '/api/admin/ledger.csv?from=2020-01-15&to=2020-01-15')).body);
    expect(old).toHaveLength(2);
    expect(old[1]).toContain(`,sale,${outside.sale.id},`);
  });

  it('is for admins only, and names a bad period', async () => {
    const creator = await signUpUser(t);
    expect((await get(creator.cookie, `/api/admin/ledger.csv?from=2021-01-01&to=${today()}`)).statusCode).toBe(403);
    const reversed = await get(admin.cookie, '/api/admin/ledger.csv?from=2026-02-01&to=2026-01-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().fields).toEqual({ from: 'The start must not be after the end' });
    expect((await get(admin.cookie, '/api/admin/ledger.csv?from=2026-01-01')).statusCode).toBe(400);
  });
});
