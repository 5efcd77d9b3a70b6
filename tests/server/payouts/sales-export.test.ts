import crypto from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '../../../src/server/db/schema/commerce.js';
import { buyProducts, createProductWithFile } from '../../helpers/commerce.js';
import { signUpUser, uniqueEmail } from '../../helpers/factories.js';
import { createTestApp, type TestApp, testDatabase } from '../../helpers/test-app.js';

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
    // A day of its own before 2021, so a PostgreSQL test database kept from an earlier run holds no other line of it.
    const oldDay = new Date(Date.UTC(2000, 0, 1) + crypto.randomInt(7300) * 86_400_000).toISOString().slice(0, 10);
    const inside = await sell('Inside chant', 1500);
    const outside = await sell('Outside chant', 1600);
    await t.db
      .update(sales)
      .set({ createdAt: new Date(`${oldDay}T12:00:00Z`) })
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

    const old = rows((await get(admin.cookie, `/api/admin/ledger.csv?from=${oldDay}&to=${oldDay}`)).body);
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

describe('a large ledger export', () => {
  const LINES = 30_000;
  // A day of its own in the past, so a PostgreSQL test database kept from an earlier run holds no other line of it.
  const day = new Date(Date.UTC(1990, 0, 1) + crypto.randomInt(3650) * 86_400_000).toISOString().slice(0, 10);
  const url = `/api/admin/ledger.csv?from=${day}&to=${day}`;
  beforeAll(async () => {
    const { product, sale, paymentId } = await sell('Long ledger chant', 700);
    // Refunded purchases, so the one-active-purchase rule allows many; the export reads the sales alone.
    const { executeSql } = await testDatabase();
    await executeSql(
      `with bought as (
         insert into purchases (user_id, product_id, payment_id, amount_cents, status, created_at)
         select $1, $2, $3, 700, 'refunded', $4::timestamptz + n * interval '1 ms' from generate_series(1, $5::int) n
         returning id, created_at)
       insert into sales (kind, purchase_id, product_id, creator_id, buyer_id, payment_id, amount_cents,
                          platform_fee_cents, processing_fee_cents, creator_earnings_cents, created_at)
       select 'sale', id, $2, $6, $1, $3, 700, 70, 30, 600, created_at from bought`,
      [sale.buyerId, product.id, paymentId, `${day}T00:00:00Z`, LINES, sale.creatorId],
    );
    // Planned for the rows there are, as PostgreSQL's autovacuum would: the embedded database has no autovacuum.
    await executeSql('analyze purchases, sales');
  }, 60_000);

  /** Reads the first 100 KB of the export over a socket, then goes away. */
  const leaveMidDownload = (address: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.get(`${address}${url}`, { headers: { cookie: admin.cookie } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
          if (bytes < 100_000) return;
          request.destroy();
          resolve();
        });
        response.on('end', () => reject(new Error(`the export ended after ${bytes} bytes`)));
        // The reset of the connection this side closed.
        response.on('error', () => {});
      });
      request.on('error', (error) => {
        if (!request.destroyed) reject(error);
      });
    });

  it('frees what it holds when the reader leaves mid-download, more times than the pool has connections', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    for (let left = 0; left < 8; left += 1) await leaveMidDownload(address);
    const whole = await get(admin.cookie, url);
    expect(whole.statusCode).toBe(200);
    const lines = rows(whole.body);
    expect(lines).toHaveLength(LINES + 1);
    expect(new Set(lines.slice(1).map((line) => line.split(',')[2])).size).toBe(LINES);
    expect(lines.at(-1)).toMatch(new RegExp(`^${day}T00:00:30\\.000Z,sale,`));
  }, 60_000);
});
