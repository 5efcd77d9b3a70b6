import { eq } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { Invoice } from '../../../contract/orders.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { checkoutIntents, payments } from '../../db/schema/commerce.js';
import { assertOwnsOrder } from '../auth/policy.js';
import { fullName, type UserRow } from '../auth/present-user.js';
import { discountOf, selectOrderItems } from './order-items.js';
import { vatIncludedCents, vatKindOf } from './vat-rates.js';

/**
 * The invoice of one of the buyer's payments: the platform's business identity, the buyer, each item with its
 * creator at the price recorded (the ledger's amount) and, with a VAT number configured, the VAT it includes.
 */
export async function getInvoice(
  ctx: AppContext,
  { actor, paymentIntentId }: { actor: UserRow; paymentIntentId: string },
): Promise<Invoice> {
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, paymentIntentId));
  assertOwnsOrder(actor, payment);
  const [buyer] = await ctx.db.select().from(users).where(eq(users.id, payment.userId));
  const [checkout] = await ctx.db
    .select({ consentAt: checkoutIntents.immediateAccessConsentAt })
    .from(checkoutIntents)
    .where(eq(checkoutIntents.id, payment.id));
  const { business } = ctx.config;
  const charged = Boolean(business.vatNumber);
  const items = (await selectOrderItems(ctx.db, [payment.id])).map((item) => {
    const { kind, ratePercent } = vatKindOf(item.categorySlug);
    const vatCents = charged ? vatIncludedCents(item.amountCents, ratePercent) : null;
    return { item, kind, ratePercent, vatCents };
  });
  const vatTotalCents = items.reduce((sum, { vatCents }) => sum + (vatCents ?? 0), 0);
  return {
    issuer: { name: business.name, address: business.address ?? null, vatNumber: business.vatNumber ?? null },
    buyer: { name: fullName(buyer!.firstName, buyer!.lastName), email: buyer!.email },
    receiptNumber: payment.id,
    paidAt: payment.createdAt.toISOString(),
    immediateAccessConsentAt: checkout?.consentAt?.toISOString() ?? null,
    items: items.map(({ item, kind, ratePercent, vatCents }) => ({
      productId: item.productId,
      title: item.title,
      creator: fullName(item.creatorFirstName, item.creatorLastName),
      kind,
      price: centsToPrice(item.amountCents),
      vat: vatCents === null ? null : { ratePercent, amount: centsToPrice(vatCents) },
      status: item.status,
    })),
    discount: centsToPrice(discountOf(items.map(({ item }) => item))),
    total: centsToPrice(payment.amountCents),
    vatTotal: charged ? centsToPrice(vatTotalCents) : null,
  };
}
