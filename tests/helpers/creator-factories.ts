import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/auth.js';
import { products } from '../../src/server/db/schema/catalog.js';
import { payments, purchases, sales } from '../../src/server/db/schema/commerce.js';
import { splitPayment } from '../../src/server/lib/fees.js';

/** A buyer account without a password (quicker than signing up; enough for ledger rows). */
export async function createTestBuyer(db: Database) {
  const [row] = await db
    .insert(users)
    .values({ email: `buyer-${crypto.randomBytes(6).toString('hex')}@test.example`, firstName: 'Rowan', lastName: 'Vale' })
    .returning();
  return row!;
}

/** A product row for `creatorId` without a stored file (for ledger and listing tests). */
export async function createTestProduct(
  db: Database,
  creatorId: number,
  overrides: Partial<typeof products.$inferInsert> = {},
) {
  const [row] = await db
    .insert(products)
    .values({
      creatorId,
      categoryId: 12,
      title: `Breathwork for calm mornings ${crypto.randomBytes(3).toString('hex')}`,
      description: 'Ten minutes of guided breathing to start the day grounded.',
      priceCents: 2500,
      status: 'published',
      fileKey: `test-none-${crypto.randomBytes(6).toString('hex')}.pdf`,
      fileName: 'breathwork.pdf',
      fileSize: 1234,
      fileType: 'application/pdf',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * Records a paid sale as checkout does: a payment, the buyer's purchase, and the ledger row split by
 * the one fee policy. `createdAt` backdates it for monthly figures.
 */
export async function recordTestSale(db: Database, options: { buyerId: number; productId: number; amountCents: number; createdAt?: Date }) {
  const [product] = await db.select({ creatorId: products.creatorId }).from(products).where(eq(products.id, options.productId));
  const paymentId = `pi_test_${crypto.randomBytes(8).toString('hex')}`;
  const createdAt = options.createdAt ?? new Date();
  await db.insert(payments).values({ id: paymentId, provider: 'test', userId: options.buyerId, amountCents: options.amountCents, currency: 'usd', productIds: [options.productId], createdAt });
  const [purchase] = await db
    .insert(purchases)
    .values({ userId: options.buyerId, productId: options.productId, paymentId, amountCents: options.amountCents, createdAt })
    .returning();
  const [split] = splitPayment([options.amountCents]);
  const [sale] = await db
    .insert(sales)
    .values({ purchaseId: purchase!.id, productId: options.productId, creatorId: product!.creatorId, buyerId: options.buyerId, paymentId, ...split!, createdAt })
    .returning();
  await db.update(products).set({ salesCount: sql`${products.salesCount} + 1` }).where(eq(products.id, options.productId));
  return sale!;
}

/** A refund as the ledger records it: the purchase marked refunded and a reversal row with the figures negated. */
export async function recordTestRefund(db: Database, sale: typeof sales.$inferSelect, createdAt = new Date()) {
  await db.update(purchases).set({ status: 'refunded', refundedAt: createdAt }).where(eq(purchases.id, sale.purchaseId));
  const [reversal] = await db
    .insert(sales)
    .values({
      kind: 'reversal',
      purchaseId: sale.purchaseId,
      productId: sale.productId,
      creatorId: sale.creatorId,
      buyerId: sale.buyerId,
      paymentId: sale.paymentId,
      amountCents: -sale.amountCents,
      platformFeeCents: -sale.platformFeeCents,
      processingFeeCents: -sale.processingFeeCents,
      creatorEarningsCents: -sale.creatorEarningsCents,
      reversesSaleId: sale.id,
      createdAt,
    })
    .returning();
  return reversal!;
}
