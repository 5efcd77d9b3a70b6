import { and, eq, exists, gt, inArray, isNull, or, type Placeholder, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { purchases, subscriptions } from '../../db/schema/commerce.js';

/**
 * The one access rule of a subscription: while trialing, active or past due (a renewal is being
 * retried), and once cancelled only to the end of the period already given. Ended gives nothing.
 */
export function subscriptionGivesAccess(now: Date | Placeholder): SQL {
  return or(
    inArray(subscriptions.status, ['trialing', 'active', 'past_due']),
    and(eq(subscriptions.status, 'canceled'), gt(subscriptions.currentPeriodEnd, now)),
  )!;
}

/**
 * "The buyer has this product now": a one-time purchase that stands, or a subscription that gives
 * access. Every ownership check (cart, downloads, the library) goes through it.
 */
export function hasProductAccess(
  db: Database,
  options: { userId: number | AnyPgColumn | Placeholder; productId: number | AnyPgColumn; now: Date | Placeholder },
): SQL {
  const { userId, productId, now } = options;
  return or(
    exists(
      db
        .select({ one: sql`1` })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, userId),
            eq(purchases.productId, productId),
            eq(purchases.status, 'active'),
            isNull(purchases.subscriptionId),
          ),
        ),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), eq(subscriptions.productId, productId), subscriptionGivesAccess(now))),
    ),
  )!;
}
