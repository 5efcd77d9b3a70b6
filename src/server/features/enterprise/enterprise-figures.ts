import { eq, sql } from 'drizzle-orm';
import { type EnterpriseRange, toIsoDay } from '../../../contract/enterprise.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { enterpriseDailyTotals, enterpriseWindowActivity } from '../../db/schema/insights.js';
import { refreshCreatorFacts } from './refresh-creator-facts.js';
import { refreshDailyTotals } from './refresh-daily-totals.js';
import { allRows, firstRow } from './read-sql.js';

const DAY_MS = 86_400_000;
export const WINDOW_DAYS = 30;

/** Start of a UTC day as a timestamp bound. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number) => toIsoDay(new Date(dayStart(day).getTime() + days * DAY_MS));

/** Percent rounded to one decimal; null when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** Change from `before` to `after` in percent; null without a base. */
export function changePercent(after: number, before: number): number | null {
  return before === 0 ? null : Math.round(((after - before) / before) * 1000) / 10;
}

/**
 * The two 30-day windows ending with the period's last day: `last` is `to` and the 29 days before,
 * `previous` the 30 days before those.
 */
export function windowsEnding(to: string) {
  const lastFrom = addDays(to, -(WINDOW_DAYS - 1));
  const previousFrom = addDays(lastFrom, -WINDOW_DAYS);
  return { previousFrom, lastFrom, to };
}

/**
 * Makes sure the daily totals of the days read are there and today's is current: days never
 * computed (history before the first run) are computed now; today's row is recomputed on every read,
 * as sales keep arriving; older days are kept current by the hourly job.
 */
export async function ensureDailyTotals(db: Database, { from, to }: EnterpriseRange, now: Date): Promise<void> {
  const t = enterpriseDailyTotals;
  const [missing] = await allRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(d)::date::text as first, max(d)::date::text as last
        from generate_series(${from}::date, ${to}::date, interval '1 day') d
        where not exists (select 1 from ${t} where ${t.day} = d::date)`,
  );
  if (missing?.first && missing.last) await refreshDailyTotals({ db }, { from: missing.first, to: missing.last });
  const today = toIsoDay(now);
  if (from <= today && today <= to) await refreshDailyTotals({ db }, { from: today, to: today });
}

/**
 * Brings what an enterprise read of `range` takes up to date: the daily totals of the period and of
 * the two 30-day windows ending with it, and the creator facts. Answers those windows.
 */
export async function prepareEnterpriseRead(db: Database, range: EnterpriseRange, now: Date) {
  const windows = windowsEnding(range.to);
  const from = windows.previousFrom < range.from ? windows.previousFrom : range.from;
  await Promise.all([ensureDailyTotals(db, { from, to: range.to }, now), refreshCreatorFacts({ db }, { all: false })]);
  return windows;
}

/** Sums of the daily totals over `from`..`to`. */
export function sumDailyTotals(db: Database, { from, to }: { from: string; to: string }) {
  const t = enterpriseDailyTotals;
  return firstRow<{
    grossSalesCents: number;
    refundsCents: number;
    platformFeeCents: number;
    salesCount: number;
    refundCount: number;
    ordersCount: number;
    subscriptionRevenueCents: number;
    payoutsCents: number;
    payoutCount: number;
  }>(
    db,
    sql`select
      coalesce(sum(${t.grossSalesCents}), 0)::float8 as "grossSalesCents",
      coalesce(sum(${t.refundsCents}), 0)::float8 as "refundsCents",
      coalesce(sum(${t.platformFeeCents}), 0)::float8 as "platformFeeCents",
      coalesce(sum(${t.salesCount}), 0)::float8 as "salesCount",
      coalesce(sum(${t.refundCount}), 0)::float8 as "refundCount",
      coalesce(sum(${t.ordersCount}), 0)::float8 as "ordersCount",
      coalesce(sum(${t.subscriptionRevenueCents}), 0)::float8 as "subscriptionRevenueCents",
      coalesce(sum(${t.payoutsCents}), 0)::float8 as "payoutsCents",
      coalesce(sum(${t.payoutCount}), 0)::float8 as "payoutCount"
    from ${t} where ${t.day} between ${from}::date and ${to}::date`,
  );
}

/** How old the window figures of a day not yet over may be when read; the job refreshes them more often. */
export const ENTERPRISE_ACTIVITY_MAX_AGE_MS = 10 * 60_000;

interface WindowActivity {
  earlierCreators: number;
  retainedCreators: number;
  earlierBuyers: number;
  laterBuyers: number;
}

/**
 * Distinct creators and buyers with a sale in the two 30-day windows ending `to`, from the stored
 * figures of that day: computed when missing, when the day was not over at the last computation and
 * is now, or when they are older than ENTERPRISE_ACTIVITY_MAX_AGE_MS.
 */
export async function windowActivity(db: Database, to: string, now: Date): Promise<WindowActivity> {
  const t = enterpriseWindowActivity;
  const [stored] = await db.select().from(t).where(eq(t.day, to));
  const dayEnd = dayStart(addDays(to, 1));
  const final = stored !== undefined && stored.refreshedAt >= dayEnd;
  const fresh = stored !== undefined && now.getTime() - stored.refreshedAt.getTime() < ENTERPRISE_ACTIVITY_MAX_AGE_MS;
  if (stored && (final || (fresh && now < dayEnd))) return stored;
  return refreshWindowActivity({ db }, { to, now });
}

/** Recomputes and stores the window figures of the day `to` (read from the sales index on created_at, creator, buyer). */
export async function refreshWindowActivity(
  ctx: Pick<AppContext, 'db'>,
  { to, now }: { to: string; now: Date },
): Promise<WindowActivity> {
  const { db } = ctx;
  const { previousFrom, lastFrom } = windowsEnding(to);
  const start = dayStart(previousFrom);
  const middle = dayStart(lastFrom);
  const end = dayStart(addDays(to, 1));
  const activity = await firstRow<WindowActivity>(
    db,
    sql`with recent as (
        select creator_id, buyer_id, created_at >= ${middle} as later
        from sales where kind = 'sale' and created_at >= ${start} and created_at < ${end}
      ), creators as (
        select bool_or(not later) as earlier, bool_or(later) as later from recent group by creator_id
      ), buyers as (
        select bool_or(not later) as earlier, bool_or(later) as later from recent group by buyer_id
      )
      select
        (select count(*) filter (where earlier) from creators)::int as "earlierCreators",
        (select count(*) filter (where earlier and later) from creators)::int as "retainedCreators",
        (select count(*) filter (where earlier) from buyers)::int as "earlierBuyers",
        (select count(*) filter (where later) from buyers)::int as "laterBuyers"`,
  );
  const row = { day: to, ...activity, refreshedAt: now };
  await db.insert(enterpriseWindowActivity).values(row).onConflictDoUpdate({ target: enterpriseWindowActivity.day, set: row });
  return activity;
}
