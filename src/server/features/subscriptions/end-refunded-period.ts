import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { subscriptions } from '../../db/schema/commerce.js';

/**
 * A refund of a subscription's current paid period takes back that period's access: the subscription
 * ends now, in the refund's transaction, and is not renewed. An earlier period's refund changes nothing,
 * its access being over already.
 */
export async function endRefundedPeriod(
  tx: Database,
  { purchase, now }: { purchase: { subscriptionId: number | null; periodEnd: Date | null }; now: Date },
) {
  if (purchase.subscriptionId === null || purchase.periodEnd === null) return;
  await tx
    .update(subscriptions)
    .set({ status: 'ended', endedAt: now, nextAttemptAt: null })
    .where(
      and(
        eq(subscriptions.id, purchase.subscriptionId),
        ne(subscriptions.status, 'ended'),
        eq(subscriptions.currentPeriodEnd, purchase.periodEnd),
      ),
    );
}
