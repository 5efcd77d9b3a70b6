import { and, count, countDistinct, eq, gte, sql, sum } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { CreatorAnalytics } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { productViews, sales } from '../../db/schema/commerce.js';
import { averageRating } from '../../lib/rating.js';
import type { UserRow } from '../auth/present-user.js';
import { getSubscriptionFigures } from '../subscriptions/get-subscription-figures.js';

const MONTHS_SHOWN = 12;

/** "2026-11" for the UTC calendar month `offset` months before the one holding `now`. */
function monthKey(now: Date, offset: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

export interface GetCreatorAnalyticsOptions {
  actor: UserRow;
  now: Date;
}

/**
 * The creator's figures from the sales ledger and real page views. A refund's reversal row carries
 * negated figures, so sums net refunds out; sales count 'sale' rows minus 'reversal' rows.
 * The rating is over every review of the creator's products (each product keeps its review count and sum).
 * communityEngagement counts distinct people who viewed or bought: signed-in views are keyed
 * "u:<id>" (as the catalogue records them), so a buyer who also viewed counts once.
 */
export async function getCreatorAnalytics(
  ctx: AppContext,
  { actor, now }: GetCreatorAnalyticsOptions,
): Promise<CreatorAnalytics> {
  const { db } = ctx;
  const mine = eq(sales.creatorId, actor.id);
  const netCount = sql<number>`coalesce(sum(case when ${sales.kind} = 'sale' then 1 else -1 end), 0)::int`;

  const [totals] = await db
    .select({ revenue: sum(sales.amountCents).mapWith(Number), sales: netCount })
    .from(sales)
    .where(mine);

  const firstMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS_SHOWN - 1), 1));
  const month = sql<string>`to_char(${sales.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  const byMonth = await db
    .select({ month, revenue: sum(sales.amountCents).mapWith(Number) })
    .from(sales)
    .where(and(mine, gte(sales.createdAt, firstMonth)))
    .groupBy(month);
  const revenueByMonth = new Map(byMonth.map((row) => [row.month, row.revenue]));

  const [views] = await db
    .select({ viewers: countDistinct(productViews.viewerKey) })
    .from(productViews)
    .innerJoin(products, eq(products.id, productViews.productId))
    .where(eq(products.creatorId, actor.id));
  const [created] = await db
    .select({
      total: count(),
      reviews: sql<number>`coalesce(sum(${products.reviewCount}), 0)::int`,
      ratingSum: sql<number>`coalesce(sum(${products.ratingSum}), 0)::int`,
    })
    .from(products)
    .where(eq(products.creatorId, actor.id));
  const viewerKeys = db
    .select({ who: productViews.viewerKey })
    .from(productViews)
    .innerJoin(products, eq(products.id, productViews.productId))
    .where(eq(products.creatorId, actor.id));
  const buyerKeys = db
    .select({ who: sql<string>`'u:' || ${sales.buyerId}`.as('who') })
    .from(sales)
    .where(and(mine, eq(sales.kind, 'sale')));
  const [people] = await db.select({ total: count() }).from(union(viewerKeys, buyerKeys).as('engaged'));

  const subscribed = await getSubscriptionFigures(db, { creatorId: actor.id });

  const revenueCents = totals?.revenue ?? 0;
  const salesCount = totals?.sales ?? 0;
  const viewers = views?.viewers ?? 0;
  return {
    totalRevenue: centsToPrice(revenueCents),
    totalSales: salesCount,
    avgRating: averageRating(created?.ratingSum ?? 0, created?.reviews ?? 0),
    monthlyRevenue: Array.from({ length: MONTHS_SHOWN }, (_, index) => {
      const key = monthKey(now, MONTHS_SHOWN - 1 - index);
      return { month: key, revenue: (revenueByMonth.get(key) ?? 0) / 100 };
    }),
    lastMonthRevenue: centsToPrice(revenueByMonth.get(monthKey(now, 1)) ?? 0),
    conversionRate: viewers > 0 ? Math.round((salesCount / viewers) * 1000) / 10 : 0,
    avgOrderValue: centsToPrice(salesCount > 0 ? Math.round(revenueCents / salesCount) : 0),
    productsCreated: created?.total ?? 0,
    reviewsReceived: created?.reviews ?? 0,
    communityEngagement: people?.total ?? 0,
    activeSubscribers: subscribed.activeSubscribers,
    monthlyRecurringRevenue: centsToPrice(subscribed.monthlyRecurringCents),
  };
}
