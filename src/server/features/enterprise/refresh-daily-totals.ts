import { sql } from 'drizzle-orm';
import { toIsoDay } from '../../../contract/enterprise.js';
import type { AppContext } from '../../context.js';
import { enterpriseDailyTotals } from '../../db/schema/insights.js';

const DAY_MS = 86_400_000;

/** Days the hourly job recomputes: late refunds and Friday payouts land within them. */
export const RECENT_DAYS_REFRESHED = 3;

/**
 * Recomputes the daily totals of the UTC days `from`..`to` (YYYY-MM-DD, both included) from the sales
 * ledger and the payouts, and upserts one row per day (days without activity get zeros). Idempotent:
 * each row is computed afresh, never added to.
 */
export async function refreshDailyTotals(
  ctx: Pick<AppContext, 'db'>,
  { from, to }: { from: string; to: string },
): Promise<{ days: number }> {
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS);
  const t = enterpriseDailyTotals;
  // A reversal repeats its sale's figures negated, so sums over both kinds net refunds out.
  await ctx.db.execute(sql`
    insert into ${t} (day, gross_sales_cents, sales_count, orders_count, refunds_cents, refund_count,
      platform_fee_cents, subscription_revenue_cents, payouts_cents, payout_count, refreshed_at)
    select days.day,
      coalesce(ledger.gross, 0), coalesce(ledger.sales, 0), coalesce(ledger.orders, 0),
      coalesce(ledger.refunds, 0), coalesce(ledger.refund_count, 0), coalesce(ledger.fees, 0),
      coalesce(ledger.subscriptions, 0), coalesce(paid.amount, 0), coalesce(paid.count, 0), now()
    from (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day) days
    left join (
      select (s.created_at at time zone 'UTC')::date as day,
        coalesce(sum(s.amount_cents) filter (where s.kind = 'sale'), 0)::int as gross,
        (count(*) filter (where s.kind = 'sale'))::int as sales,
        (count(distinct s.payment_id) filter (where s.kind = 'sale'))::int as orders,
        coalesce(-sum(s.amount_cents) filter (where s.kind = 'reversal'), 0)::int as refunds,
        (count(*) filter (where s.kind = 'reversal'))::int as refund_count,
        sum(s.platform_fee_cents)::int as fees,
        coalesce(sum(s.amount_cents) filter (where p.is_subscription), 0)::int as subscriptions
      from sales s join products p on p.id = s.product_id
      where s.created_at >= ${start} and s.created_at < ${end}
      group by 1
    ) ledger on ledger.day = days.day
    left join (
      select (payout_date at time zone 'UTC')::date as day, sum(amount_cents)::int as amount, count(*)::int as count
      from payouts
      where status = 'completed' and payout_date >= ${start} and payout_date < ${end}
      group by 1
    ) paid on paid.day = days.day
    on conflict (day) do update set
      gross_sales_cents = excluded.gross_sales_cents, sales_count = excluded.sales_count,
      orders_count = excluded.orders_count, refunds_cents = excluded.refunds_cents,
      refund_count = excluded.refund_count, platform_fee_cents = excluded.platform_fee_cents,
      subscription_revenue_cents = excluded.subscription_revenue_cents, payouts_cents = excluded.payouts_cents,
      payout_count = excluded.payout_count, refreshed_at = excluded.refreshed_at`);
  return { days: Math.round((end.getTime() - start.getTime()) / DAY_MS) };
}

/** The hourly job: today and the days before it. */
export function refreshRecentDailyTotals(ctx: Pick<AppContext, 'db'>, { now }: { now: Date }) {
  const from = toIsoDay(new Date(now.getTime() - (RECENT_DAYS_REFRESHED - 1) * DAY_MS));
  return refreshDailyTotals(ctx, { from, to: toIsoDay(now) });
}
