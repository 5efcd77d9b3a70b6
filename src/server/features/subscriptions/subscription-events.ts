import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { centsToPrice } from '../../../contract/money.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { subscriptions } from '../../db/schema/commerce.js';
import { subscriptionChanged } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';

export type SubscriptionEvent = 'started' | 'renewed' | 'payment_failed' | 'canceled' | 'ended';
/** What announcing a change needs besides the change itself. */
export type Announce = { siteUrl: string; log: FastifyBaseLogger };

/**
 * The one place each change of a subscription is announced, called in the transaction that makes the
 * change: the buyer's message about it is queued here, so it goes out exactly when the change is kept.
 */
export async function noteSubscriptionEvent(
  tx: Database,
  options: { event: SubscriptionEvent; subscriptionId: number } & Announce,
): Promise<void> {
  options.log.info({ subscriptionId: options.subscriptionId, event: options.event }, 'subscription event');
  const [row] = await tx
    .select({ subscription: subscriptions, title: products.title, email: users.email, firstName: users.firstName })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(eq(subscriptions.id, options.subscriptionId));
  if (!row) return;
  const { subscription } = row;
  const message = subscriptionChanged(options.siteUrl, {
    event: options.event,
    firstName: row.firstName,
    title: row.title,
    price: centsToPrice(subscription.priceCents),
    interval: subscription.interval,
    trialEndsAt: subscription.trialEndsAt,
    periodEnd: subscription.currentPeriodEnd,
    nextAttemptAt: subscription.nextAttemptAt,
  });
  await queueEmail(tx, { to: row.email, userId: subscription.userId, message });
}
