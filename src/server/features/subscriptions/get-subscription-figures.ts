import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { subscriptions } from '../../db/schema/commerce.js';

/**
 * A creator's subscribers and monthly recurring revenue, from the subscriptions themselves.
 * Subscribers: trialing, active or past due (not cancelled). Monthly recurring revenue: what the
 * active and past-due subscriptions bill per month (a yearly price counts a twelfth); a trial pays
 * nothing yet and a cancelled subscription will not renew, so neither counts.
 */
export async function getSubscriptionFigures(db: Database, { creatorId }: { creatorId: number }) {
  const [figures] = await db
    .select({
      subscribers: sql<number>`count(*)::int`,
      monthlyCents: sql<number>`coalesce(round(sum(
        case when ${subscriptions.status} = 'trialing' then 0
             when ${subscriptions.interval} = 'year' then ${subscriptions.priceCents} / 12.0
             else ${subscriptions.priceCents} end)), 0)::int`,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .where(and(eq(products.creatorId, creatorId), inArray(subscriptions.status, ['trialing', 'active', 'past_due'])));
  return { activeSubscribers: figures?.subscribers ?? 0, monthlyRecurringCents: figures?.monthlyCents ?? 0 };
}
