import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/auth.js';
import { products } from '../../src/server/db/schema/catalog.js';
import { checkoutIntentLines, checkoutIntents, payments, purchases, sales } from '../../src/server/db/schema/commerce.js';
import { recordPurchase } from '../../src/server/features/checkout/record-purchase.js';
import { reversalOf } from '../../src/server/lib/ledger.js';
import { productValues } from './factories.js';
import type { TestApp } from './test-app.js';

/** A buyer account without a password (quicker than signing up; enough for ledger rows). */
export async function createTestBuyer(db: Database) {
  const [row] = await db
    .insert(users)
    .values({ email: `buyer-${crypto.randomBytes(6).toString('hex')}@test.example`, firstName: 'Rowan', lastName: 'Vale' })
    .returning();
  return row!;
}

/** A product row for `creatorId` without a stored file (for ledger and listing tests). */
export async function createTestProduct(db: Database, creatorId: number, overrides: Partial<typeof products.$inferInsert> = {}) {
  const [row] = await db
    .insert(products)
    .values(
      productValues(creatorId, {
        categoryId: 12,
        title: `Breathwork for calm mornings ${crypto.randomBytes(3).toString('hex')}`,
        description: 'Ten minutes of guided breathing to start the day grounded.',
        priceCents: 2500,
        fileKey: `test-none-${crypto.randomBytes(6).toString('hex')}.pdf`,
        fileName: 'breathwork.pdf',
        fileSize: 1234,
        ...overrides,
      }),
    )
    .returning();
  return row!;
}

/**
 * Records a paid sale through checkout's own recordPurchase (payment, purchase, fee split, sales
 * count), as if the test-mode processor had confirmed the payment of a checkout for `amountCents`. `createdAt` backdates the rows for
 * monthly figures.
 */
export async function recordTestSale(
  t: Pick<TestApp, 'db' | 'app' | 'config'>,
  options: { buyerId: number; productId: number; amountCents: number; createdAt?: Date },
) {
  const { db } = t;
  await db.update(products).set({ priceCents: options.amountCents }).where(eq(products.id, options.productId));
  const paymentId = `pi_test_${crypto.randomBytes(8).toString('hex')}`;
  const intent = {
    id: paymentId,
    status: 'succeeded',
    amountCents: options.amountCents,
    currency: 'usd',
    userId: options.buyerId,
    productIds: [options.productId],
  };
  // What checkout keeps when it starts a payment: the intent and its priced line.
  await db.insert(checkoutIntents).values({
    id: paymentId,
    provider: 'test',
    userId: options.buyerId,
    amountCents: options.amountCents,
    currency: 'usd',
  });
  await db
    .insert(checkoutIntentLines)
    .values({ intentId: paymentId, productId: options.productId, priceCents: options.amountCents });
  await recordPurchase(db, {
    provider: 'test',
    intent,
    userId: options.buyerId,
    log: t.app.log,
    siteUrl: t.config.siteUrl,
    now: new Date(),
  });
  if (options.createdAt) {
    const createdAt = options.createdAt;
    await db.update(payments).set({ createdAt }).where(eq(payments.id, paymentId));
    await db.update(purchases).set({ createdAt }).where(eq(purchases.paymentId, paymentId));
    await db.update(sales).set({ createdAt }).where(eq(sales.paymentId, paymentId));
  }
  const [sale] = await db.select().from(sales).where(eq(sales.paymentId, paymentId));
  return sale!;
}

/** A refund as the ledger records it: the purchase marked refunded and a reversal row with the figures negated. */
export async function recordTestRefund(db: Database, sale: typeof sales.$inferSelect, createdAt = new Date()) {
  await db.update(purchases).set({ status: 'refunded', refundedAt: createdAt }).where(eq(purchases.id, sale.purchaseId));
  const [reversal] = await db.insert(sales).values(reversalOf(sale, createdAt)).returning();
  return reversal!;
}

/**
 * Connects the creator's built-in test payout account (test mode), as the earnings page does after a
 * two-factor code; the creator's e-mail address is marked verified, as connecting requires.
 */
export async function connectTestPayoutAccount(app: Pick<TestApp, 'payouts' | 'db'>, creator: { id: number; email: string }) {
  await app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, creator.id));
  await app.payouts.connectAccount(creator, { returnUrl: 'http://localhost/earnings', refreshUrl: 'http://localhost/earnings' });
}
