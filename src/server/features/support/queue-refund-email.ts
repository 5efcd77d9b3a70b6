import { eq } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { payments, purchases } from '../../db/schema/commerce.js';
import { refundDecided } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';

/** Tells the buyer how their refund was decided, in the transaction that decides it. */
export async function queueRefundEmail(
  tx: Pick<Database, 'select' | 'insert'>,
  options: { siteUrl: string; purchaseId: number; approved: boolean; note: string | null },
) {
  const [row] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      userId: users.id,
      title: products.title,
      amountCents: purchases.amountCents,
    })
    .from(purchases)
    // The payer hears of it: the buyer, or the giver of a gift (docs/decisions/058).
    .innerJoin(payments, eq(payments.id, purchases.paymentId))
    .innerJoin(users, eq(users.id, payments.userId))
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(eq(purchases.id, options.purchaseId));
  if (!row) return;
  const message = refundDecided(options.siteUrl, {
    firstName: row.firstName,
    title: row.title,
    approved: options.approved,
    price: centsToPrice(row.amountCents),
    note: options.note,
  });
  await queueEmail(tx, { to: row.email, userId: row.userId, message });
}
