import { z } from 'zod';
import { priceString } from './price-string.js';

/** The longest period the enterprise page reads at once (two years of days). */
export const ENTERPRISE_MAX_DAYS = 731;
/** The default period: the last 90 days, today included. */
export const ENTERPRISE_DEFAULT_DAYS = 90;
/** Periods up to this many days are charted per day, longer ones per week. */
export const ENTERPRISE_DAILY_SERIES_MAX_DAYS = 92;

export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-01-31');
const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" of a UTC day. */
export function toIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** GET /api/enterprise/metrics|summary?from=YYYY-MM-DD&to=YYYY-MM-DD: UTC days, both included. */
export const enterpriseRangeQuery = z.object({ from: isoDay.optional(), to: isoDay.optional() }).transform((query, issue) => {
  const to = query.to ?? toIsoDay(new Date());
  const from = query.from ?? toIsoDay(new Date(Date.parse(to) - (ENTERPRISE_DEFAULT_DAYS - 1) * DAY_MS));
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (Number.isNaN(days)) {
    issue.addIssue({ code: 'custom', message: 'Not a calendar date', path: ['from'] });
    return z.NEVER;
  }
  if (days < 1) {
    issue.addIssue({ code: 'custom', message: 'The start must not be after the end', path: ['from'] });
    return z.NEVER;
  }
  if (days > ENTERPRISE_MAX_DAYS) {
    issue.addIssue({ code: 'custom', message: `Choose at most ${ENTERPRISE_MAX_DAYS} days`, path: ['from'] });
    return z.NEVER;
  }
  return { from, to };
});
export type EnterpriseRange = z.output<typeof enterpriseRangeQuery>;

/**
 * What each figure means, shown beside it on the page. "The period" is the chosen from-to range;
 * "the last 30 days" end with its last day. Money is net of refunds unless it says gross.
 */
export const ENTERPRISE_DEFINITIONS = {
  grossSales: 'Sum of every sale in the period, before refunds.',
  refunds: 'Sum of the sales refunded in the period (dated by the refund).',
  netRevenue: 'Gross sales minus refunds in the period.',
  platformFees: 'The platform fee kept on the period’s sales, net of refunded fees.',
  takeRate: 'Platform fees ÷ net revenue in the period. The fee rule is 10% of each sale.',
  salesCount: 'Sales in the period (one per product bought).',
  refundCount: 'Sales refunded in the period.',
  payouts: 'Payouts sent to creators in the period (completed, by payout date).',
  payoutCount: 'Completed payouts in the period.',
  creatorCompletionRate:
    'Of the creators whose first product was created in the period, the share that have a published product now.',
  avgCreatorLTV:
    'Of the creators whose first product was created in the period, their mean earnings to date (after fees and refunds).',
  premiumPricingMultiplier: 'Not tracked: it needs other marketplaces’ prices, which the platform does not have.',
  revenueGrowthRate: 'Net revenue of the last 30 days compared with the 30 days before, as a change in percent.',
  monthlyRecurringRevenue: 'Net revenue of subscription products in the last 30 days.',
  avgOrderValue: 'Gross sales of the last 30 days ÷ the payments (orders) that made them.',
  customerAcquisitionCost: 'Not tracked: it needs advertising spend, which the platform does not record.',
  creatorRetentionRate: 'Creators with a sale in both of the last two 30-day windows ÷ creators with a sale in the earlier one.',
  customerSatisfactionScore: 'Mean star rating (out of 5) of the verified buyers’ reviews written in the period.',
  avgTimeToFirstSale:
    'Of the creators whose first product was created in the period and who have sold, the mean days from that product to their first sale.',
  marketPenetrationGrowth:
    'Distinct buyers of the last 30 days compared with the 30 days before, as a change in percent (market size is not known).',
  competitorAdvantageScore: 'Not tracked: there is no data on competitors to score against.',
  supportTicketReduction:
    'Share of the period’s support requests the assistant resolved with the steps for what was asked, without a person; a general answer, or one the asker said did not help, does not count.',
  aiModerationAccuracy:
    'Of the held listings a person decided in the period, the share the person rejected, confirming the automatic hold.',
  automationSavingsPercentage:
    'Share of the period’s listings and support requests settled without a person (published automatically or resolved by the assistant).',
  scalabilityScore: 'Not tracked: a score needs load measurements, which the database does not hold (see the benchmark results).',
  competitiveAdvantages: 'Facts read from the database and the fee rule.',
  growthIndicators: 'Figures of the last 30 days against the 30 days before.',
} as const;
export type EnterpriseFigure = keyof typeof ENTERPRISE_DEFINITIONS;

const percent = z.number().nullable();
// Net figures go below zero on a day with more refunds than sales.
const signedPrice = z.string().regex(/^-?\d+\.\d{2}$/);
const money = priceString.nullable();

/** The spec's metrics; null is "not tracked" (the platform cannot know it) or "no data yet". */
export const enterpriseMetricsFields = z.object({
  creatorCompletionRate: percent,
  avgCreatorLTV: money,
  premiumPricingMultiplier: z.number().nullable(),
  revenueGrowthRate: percent,
  monthlyRecurringRevenue: priceString,
  avgOrderValue: money,
  customerAcquisitionCost: money,
  creatorRetentionRate: percent,
  customerSatisfactionScore: z.number().nullable(),
  avgTimeToFirstSale: z.number().nullable(),
  marketPenetrationGrowth: percent,
  competitorAdvantageScore: z.number().nullable(),
  supportTicketReduction: percent,
  aiModerationAccuracy: percent,
  automationSavingsPercentage: percent,
});
export type EnterpriseMetricsFields = z.infer<typeof enterpriseMetricsFields>;

/** Figures the platform can never know: shown as "not tracked", never as a number. */
export const NOT_TRACKED: readonly EnterpriseFigure[] = [
  'premiumPricingMultiplier',
  'customerAcquisitionCost',
  'competitorAdvantageScore',
  'scalabilityScore',
];

export const enterpriseTotals = z.object({
  grossSales: priceString,
  refunds: priceString,
  netRevenue: signedPrice,
  platformFees: priceString,
  takeRate: percent,
  salesCount: z.number().int(),
  refundCount: z.number().int(),
  payouts: priceString,
  payoutCount: z.number().int(),
});

export const enterprisePoint = z.object({
  // The first day of the bucket (a day, or the Monday of a week).
  start: isoDay,
  grossSales: priceString,
  refunds: priceString,
  netRevenue: signedPrice,
  salesCount: z.number().int(),
  refundCount: z.number().int(),
  payouts: priceString,
});
export type EnterprisePoint = z.infer<typeof enterprisePoint>;

export const enterpriseMetrics = z.object({
  range: z.object({ from: isoDay, to: isoDay }),
  interval: z.enum(['day', 'week']),
  // When the daily totals behind the series were last recomputed (today's on every read).
  refreshedAt: z.string().nullable(),
  metrics: enterpriseMetricsFields,
  totals: enterpriseTotals,
  series: z.array(enterprisePoint),
});
export type EnterpriseMetrics = z.infer<typeof enterpriseMetrics>;

export const enterpriseSummary = z.object({
  asOf: isoDay,
  scalabilityScore: z.number().nullable(),
  competitiveAdvantages: z.array(z.string()),
  growthIndicators: z.array(z.string()),
});
export type EnterpriseSummary = z.infer<typeof enterpriseSummary>;
