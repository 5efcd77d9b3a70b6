import { sql } from 'drizzle-orm';
import type { EnterpriseSummary } from '../../../contract/enterprise.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { PLATFORM_FEE_RATE } from '../../lib/fees.js';
import { averageRating } from '../../lib/rating.js';
import { enterpriseCreatorFacts } from '../../db/schema/insights.js';
import { assertAdmin } from '../auth/policy.js';
import {
  addDays,
  changePercent,
  dayStart,
  percentOf,
  prepareEnterpriseRead,
  sumDailyTotals,
  windowActivity,
} from './enterprise-figures.js';
import type { EnterpriseReadOptions } from './get-enterprise-metrics.js';
import { firstRow } from './read-sql.js';

const signed = (change: number | null) =>
  change === null ? 'no earlier figure to compare' : `${change > 0 ? '+' : ''}${change}%`;

/**
 * The summary as of the period's last day: facts the platform can stand behind, written as sentences.
 * scalabilityScore is null: the database holds no load measurement to score.
 */
export async function getEnterpriseSummary(
  ctx: AppContext,
  { actor, range, now }: EnterpriseReadOptions,
): Promise<EnterpriseSummary> {
  assertAdmin(ctx, actor);
  const { db } = ctx;
  const windows = await prepareEnterpriseRead(db, range, now);
  const f = enterpriseCreatorFacts;
  const end = dayStart(addDays(range.to, 1));
  const [last, previous, activity, catalogue] = await Promise.all([
    sumDailyTotals(db, { from: windows.lastFrom, to: windows.to }),
    sumDailyTotals(db, { from: windows.previousFrom, to: addDays(windows.lastFrom, -1) }),
    windowActivity(db, range.to, now),
    // One published product per creator: the published products are the selling creators.
    firstRow<{ creators: number; reviews: number; ratingSum: number; newCreators: number }>(
      db,
      sql`select
          (select count(*) from products where status = 'published')::int as creators,
          (select coalesce(sum(review_count), 0) from products)::int as reviews,
          (select coalesce(sum(rating_sum), 0) from products)::int as "ratingSum",
          (select count(*) from ${f} where ${f.firstProductAt} >= ${dayStart(windows.lastFrom)} and ${f.firstProductAt} < ${end}
          )::int as "newCreators"`,
    ),
  ]);

  const lastNet = last.grossSalesCents - last.refundsCents;
  const previousNet = previous.grossSalesCents - previous.refundsCents;
  const feePercent = Math.round(PLATFORM_FEE_RATE * 100);
  const rating = averageRating(catalogue.ratingSum, catalogue.reviews);
  const competitiveAdvantages = [
    `Creators keep ${100 - feePercent}% of each sale before card processing: the platform fee is ${feePercent}%.`,
    `${catalogue.creators} creators each sell one published product (one product per creator).`,
    rating === null
      ? 'Ratings come only from verified buyers; there are no reviews yet.'
      : `Ratings come only from verified buyers: ${catalogue.reviews} reviews, ${rating.toFixed(1)} out of 5 on average.`,
  ];
  const retention = percentOf(activity.retainedCreators, activity.earlierCreators);
  const growthIndicators = [
    `Net revenue, last 30 days: $${centsToPrice(lastNet)} (${signed(changePercent(lastNet, previousNet))} against the 30 days before).`,
    `Buyers, last 30 days: ${activity.laterBuyers} (${signed(changePercent(activity.laterBuyers, activity.earlierBuyers))}).`,
    `New creators (first product), last 30 days: ${catalogue.newCreators}.`,
    retention === null
      ? 'Creator retention: no creator sold in the 30 days before the last 30.'
      : `Creator retention: ${retention}% of the creators who sold in the 30 days before sold again in the last 30.`,
  ];
  return { asOf: range.to, scalabilityScore: null, competitiveAdvantages, growthIndicators };
}
