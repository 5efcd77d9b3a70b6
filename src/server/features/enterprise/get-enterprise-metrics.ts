import { sql } from 'drizzle-orm';
import { ENTERPRISE_DAILY_SERIES_MAX_DAYS, type EnterpriseMetrics, type EnterpriseRange } from '../../../contract/enterprise.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { enterpriseCreatorFacts, enterpriseDailyTotals } from '../../db/schema/insights.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import {
  addDays,
  changePercent,
  dayStart,
  percentOf,
  prepareEnterpriseRead,
  sumDailyTotals,
  windowActivity,
} from './enterprise-figures.js';
import { allRows, firstRow } from './read-sql.js';

/** What an enterprise read takes: the admin asking, the period, and the time it is read at. */
export interface EnterpriseReadOptions {
  actor: UserRow;
  range: EnterpriseRange;
  now: Date;
}

const money = (cents: number) => centsToPrice(Math.round(cents));

/**
 * The enterprise metrics of a period, each as ENTERPRISE_DEFINITIONS (src/contract/enterprise.ts)
 * words it. Money and counts come from the daily totals; distinct creators and buyers from the stored
 * window figures; creator cohorts from the creator facts; reviews, moderation and support from their own tables. Figures the platform cannot
 * know (competitor prices, ad spend, a competitor score) are null.
 */
export async function getEnterpriseMetrics(
  ctx: AppContext,
  { actor, range, now }: EnterpriseReadOptions,
): Promise<EnterpriseMetrics> {
  assertAdmin(ctx, actor);
  const { db } = ctx;
  const windows = await prepareEnterpriseRead(db, range, now);
  const f = enterpriseCreatorFacts;

  const start = dayStart(range.from);
  const end = dayStart(addDays(range.to, 1));
  const [period, last, previous, activity, cohort, reviews, moderation, support, series, refreshed] = await Promise.all([
    sumDailyTotals(db, range),
    sumDailyTotals(db, { from: windows.lastFrom, to: windows.to }),
    sumDailyTotals(db, { from: windows.previousFrom, to: addDays(windows.lastFrom, -1) }),
    windowActivity(db, range.to, now),
    // Creators whose first product was created in the period: published now, earnings to date, first sale.
    firstRow<{ creators: number; published: number; earningsCents: number; daysToFirstSale: number | null }>(
      db,
      sql`select count(*)::int as creators, (count(*) filter (where ${f.hasPublished}))::int as published,
          coalesce(sum(${f.earningsCents}), 0)::float8 as "earningsCents",
          (avg(extract(epoch from ${f.firstSaleAt} - ${f.firstProductAt}) / 86400))::float8 as "daysToFirstSale"
        from ${f} where ${f.firstProductAt} >= ${start} and ${f.firstProductAt} < ${end}`,
    ),
    firstRow<{ count: number; mean: number | null }>(
      db,
      sql`select count(*)::int as count, avg(rating)::float8 as mean
          from reviews where created_at >= ${start} and created_at < ${end}`,
    ),
    // A held listing is one the automatic checks would not publish; a person rejecting it agrees with them.
    firstRow<{ decided: number; confirmed: number }>(
      db,
      sql`select count(*)::int as decided, (count(*) filter (where action = 'product.reject'))::int as confirmed
          from admin_audit_log
          where action in ('product.approve', 'product.reject') and created_at >= ${start} and created_at < ${end}`,
    ),
    // Listings settled automatically, counted from indexes without reading product rows: all of the
    // period's, minus those still held, minus those a person decided.
    firstRow<{ tickets: number; selfServed: number; listings: number; autoListings: number }>(
      db,
      sql`select
          (select count(*) from support_tickets where created_at >= ${start} and created_at < ${end})::int as tickets,
          (select count(*) from support_tickets
            where status = 'resolved' and created_at >= ${start} and created_at < ${end})::int as "selfServed",
          (select count(*) from products where created_at >= ${start} and created_at < ${end})::int as listings,
          ((select count(*) from products where created_at >= ${start} and created_at < ${end})
            - (select count(*) from products where status = 'pending_review' and created_at >= ${start} and created_at < ${end})
            - (select count(distinct a.target_id) from admin_audit_log a join products p on p.id = a.target_id
                where a.target_type = 'product' and p.status <> 'pending_review'
                  and p.created_at >= ${start} and p.created_at < ${end})
          )::int as "autoListings"`,
    ),
    periodSeries(ctx, range),
    firstRow<{ at: string | null }>(
      db,
      sql`select max(${enterpriseDailyTotals.refreshedAt})::text as at from ${enterpriseDailyTotals}
          where ${enterpriseDailyTotals.day} between ${range.from}::date and ${range.to}::date`,
    ),
  ]);

  const netRevenue = period.grossSalesCents - period.refundsCents;
  const lastNet = last.grossSalesCents - last.refundsCents;
  const previousNet = previous.grossSalesCents - previous.refundsCents;
  return {
    range,
    interval: series.interval,
    refreshedAt: refreshed.at ? new Date(refreshed.at).toISOString() : null,
    metrics: {
      creatorCompletionRate: percentOf(cohort.published, cohort.creators),
      avgCreatorLTV: cohort.creators === 0 ? null : money(cohort.earningsCents / cohort.creators),
      premiumPricingMultiplier: null,
      revenueGrowthRate: changePercent(lastNet, previousNet),
      monthlyRecurringRevenue: money(last.subscriptionRevenueCents),
      avgOrderValue: last.ordersCount === 0 ? null : money(last.grossSalesCents / last.ordersCount),
      customerAcquisitionCost: null,
      creatorRetentionRate: percentOf(activity.retainedCreators, activity.earlierCreators),
      customerSatisfactionScore: reviews.mean === null ? null : Math.round(reviews.mean * 100) / 100,
      avgTimeToFirstSale: cohort.daysToFirstSale === null ? null : Math.round(cohort.daysToFirstSale * 10) / 10,
      marketPenetrationGrowth: changePercent(activity.laterBuyers, activity.earlierBuyers),
      competitorAdvantageScore: null,
      supportTicketReduction: percentOf(support.selfServed, support.tickets),
      aiModerationAccuracy: percentOf(moderation.confirmed, moderation.decided),
      automationSavingsPercentage: percentOf(support.selfServed + support.autoListings, support.tickets + support.listings),
    },
    totals: {
      grossSales: money(period.grossSalesCents),
      refunds: money(period.refundsCents),
      netRevenue: money(netRevenue),
      platformFees: money(period.platformFeeCents),
      takeRate: percentOf(period.platformFeeCents, netRevenue),
      salesCount: period.salesCount,
      refundCount: period.refundCount,
      payouts: money(period.payoutsCents),
      payoutCount: period.payoutCount,
    },
    series: series.points,
  };
}

/** The period per day, or per week (starting Monday) when it is long; buckets stay within the period. */
async function periodSeries(ctx: AppContext, range: EnterpriseRange) {
  const days = (dayStart(range.to).getTime() - dayStart(range.from).getTime()) / 86_400_000 + 1;
  const interval = days <= ENTERPRISE_DAILY_SERIES_MAX_DAYS ? 'day' : 'week';
  const t = enterpriseDailyTotals;
  const bucket = interval === 'day' ? sql`${t.day}` : sql`greatest(date_trunc('week', ${t.day})::date, ${range.from}::date)`;
  const rows = await allRows<{
    start: string;
    grossSalesCents: number;
    refundsCents: number;
    salesCount: number;
    refundCount: number;
    payoutsCents: number;
  }>(
    ctx.db,
    sql`select (${bucket})::text as start,
        sum(${t.grossSalesCents})::float8 as "grossSalesCents", sum(${t.refundsCents})::float8 as "refundsCents",
        sum(${t.salesCount})::int as "salesCount", sum(${t.refundCount})::int as "refundCount",
        sum(${t.payoutsCents})::float8 as "payoutsCents"
      from ${t} where ${t.day} between ${range.from}::date and ${range.to}::date
      group by 1 order by 1`,
  );
  return {
    interval,
    points: rows.map((row) => ({
      start: row.start,
      grossSales: money(row.grossSalesCents),
      refunds: money(row.refundsCents),
      netRevenue: money(row.grossSalesCents - row.refundsCents),
      salesCount: row.salesCount,
      refundCount: row.refundCount,
      payouts: money(row.payoutsCents),
    })),
  } as const;
}
