import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { stripeCustomers } from '../../db/schema/commerce.js';
import type { SubscriptionBilling } from '../../providers/payments/payment-provider.js';
import type { UserRow } from '../auth/present-user.js';

/** The buyer's Stripe Customer, created once (the idempotency key makes two checkouts at once get one). */
export async function stripeCustomerOf(
  { db }: Pick<AppContext, 'db'>,
  { actor, billing }: { actor: UserRow; billing: SubscriptionBilling },
): Promise<string> {
  const [kept] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, actor.id));
  if (kept) return kept.customerId;
  const customerId = await billing.createCustomer(
    { userId: actor.id, email: actor.email },
    { idempotencyKey: `customer-${actor.id}` },
  );
  await db.insert(stripeCustomers).values({ userId: actor.id, customerId }).onConflictDoNothing();
  const [row] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, actor.id));
  return row!.customerId;
}

/**
 * A deleted account's Stripe Customer is deleted at Stripe, which cancels its subscriptions at once
 * (their customer.subscription.deleted events end them here) and forgets the e-mail Stripe held.
 * Asked before the account's deletion is recorded; the idempotency key makes a retry harmless.
 */
export interface DeleteStripeCustomerOptions {
  userId: number;
  /** Stripe Billing (the payment provider's, when Stripe is the provider). */
  billing: SubscriptionBilling;
}

export async function deleteStripeCustomer({ db }: Pick<AppContext, 'db'>, { userId, billing }: DeleteStripeCustomerOptions) {
  const [kept] = await db.select().from(stripeCustomers).where(eq(stripeCustomers.userId, userId));
  if (kept) await billing.deleteCustomer(kept.customerId, { idempotencyKey: `delete-customer-${userId}` });
}
