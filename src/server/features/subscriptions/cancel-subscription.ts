import { and, eq, inArray } from 'drizzle-orm';
import type { Subscription } from '../../../contract/subscriptions.js';
import type { AppContext } from '../../context.js';
import { subscriptions } from '../../db/schema/commerce.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import type { FastifyBaseLogger } from 'fastify';
import { getSubscription } from './list-subscriptions.js';
import { noteSubscriptionEvent } from './subscription-events.js';

/**
 * The buyer cancels: nothing more is charged, and access lasts to the end of the period already given
 * (the trial, or the paid period); then the renewal job ends it. A past-due subscription's period is
 * already over, so its access stops at once.
 */
export async function cancelSubscription(
  ctx: AppContext,
  { actor, id, now, log }: { actor: UserRow; id: number; now: Date; log: FastifyBaseLogger },
): Promise<Subscription> {
  await ctx.db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: now, nextAttemptAt: null })
      .where(
        and(
          eq(subscriptions.id, id),
          eq(subscriptions.userId, actor.id),
          inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
        ),
      )
      .returning({ id: subscriptions.id });
    if (canceled)
      await noteSubscriptionEvent(tx, { event: 'canceled', subscriptionId: canceled.id, siteUrl: ctx.config.siteUrl, log });
  });
  const subscription = await getSubscription(ctx, { actor, id, now });
  if (!subscription) throw notFound('Subscription');
  if (subscription.canceledAt === null || subscription.status === 'ended') {
    throw new AppError('conflict', 'This subscription has already ended');
  }
  return subscription;
}
