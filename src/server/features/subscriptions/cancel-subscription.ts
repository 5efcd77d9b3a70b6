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
 * already over, so its access stops at once. A Stripe Billing subscription is told first to cancel at
 * its period's end, so Stripe charges nothing more; Stripe ends it then (customer.subscription.deleted).
 */
export interface CancelSubscriptionOptions {
  actor: UserRow;
  id: number;
  now: Date;
  log: FastifyBaseLogger;
}

export async function cancelSubscription(
  ctx: AppContext,
  { actor, id, now, log }: CancelSubscriptionOptions,
): Promise<Subscription> {
  await cancelAtPeriodEnd(ctx, { userId: actor.id, id, now, log });
  const subscription = await getSubscription(ctx, { actor, id, now });
  if (!subscription) throw notFound('Subscription');
  if (subscription.canceledAt === null || subscription.status === 'ended') {
    throw new AppError('conflict', 'This subscription has already ended');
  }
  return subscription;
}

/**
 * Cancels the owner's live subscription at its period's end (Stripe told first); true when this call
 * cancelled it, false when it was not live (already cancelled, ended, or not theirs).
 */
export async function cancelAtPeriodEnd(
  ctx: AppContext,
  { userId, id, now, log }: { userId: number; id: number; now: Date; log: FastifyBaseLogger },
): Promise<boolean> {
  const live = and(
    eq(subscriptions.id, id),
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
  );
  const [atStripe] = await ctx.db
    .select({ stripeSubscriptionId: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(live);
  if (atStripe?.stripeSubscriptionId) {
    if (!ctx.payments.billing)
      throw new AppError('conflict', 'Stripe is not configured, so this subscription cannot be changed now');
    await ctx.payments.billing.cancelAtPeriodEnd(atStripe.stripeSubscriptionId, { idempotencyKey: `cancel-${id}` });
  }
  return ctx.db.transaction(async (tx) => {
    const [canceled] = await tx
      .update(subscriptions)
      .set({ status: 'canceled', canceledAt: now, nextAttemptAt: null })
      .where(live)
      .returning({ id: subscriptions.id });
    if (canceled)
      await noteSubscriptionEvent(tx, { event: 'canceled', subscriptionId: canceled.id, siteUrl: ctx.config.siteUrl, log });
    return canceled !== undefined;
  });
}
