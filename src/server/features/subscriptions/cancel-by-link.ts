import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionLinkAnswer } from '../../../contract/subscriptions.js';
import type { AppContext } from '../../context.js';
import { subscriptionReminders, subscriptions } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../../lib/link-token.js';
import { cancelAtPeriodEnd } from './cancel-subscription.js';
import { findReminder } from './remind-subscribers.js';

/**
 * The reminder e-mail's cancel link (docs/decisions/059): no sign-in, the token is the proof. It is
 * bound to the period it reminded of: once the subscription has moved on to a later period, the link
 * no longer cancels (the next reminder brings a new one). A second use answers that it is already
 * cancelled; a token that matches no reminder is refused.
 */
export async function cancelByLink(
  ctx: AppContext,
  { token, now, log }: { token: string; now: Date; log: FastifyBaseLogger },
): Promise<SubscriptionLinkAnswer> {
  const found = await findReminder(ctx.db, hashToken(token));
  if (!found) throw new AppError('bad_request', 'This cancel link is not valid. Open the link from the e-mail again.');
  const { reminder, subscription } = found;
  const samePeriod = subscription.currentPeriodEnd.getTime() === reminder.periodEnd.getTime();
  const cancelled = samePeriod && (await cancelAtPeriodEnd(ctx, { userId: subscription.userId, id: subscription.id, now, log }));
  if (cancelled) {
    await ctx.db.update(subscriptionReminders).set({ usedAt: now }).where(eq(subscriptionReminders.id, reminder.id));
  }
  const [current] = await ctx.db
    .select({ status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscription.id));
  if (!cancelled && current?.status !== 'canceled') {
    throw new AppError(
      'conflict',
      current?.status === 'ended'
        ? 'This subscription has already ended.'
        : 'This link was for a period that is over. Cancel from your purchases page, or use the link of the latest reminder.',
    );
  }
  return {
    outcome: cancelled ? 'cancelled' : 'already_cancelled',
    title: found.title,
    accessUntil: (current?.currentPeriodEnd ?? subscription.currentPeriodEnd).toISOString(),
  };
}
