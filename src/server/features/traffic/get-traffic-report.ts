import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { TrafficPeriod, TrafficReport, TrafficRow } from '../../../contract/traffic.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { trafficDaily } from '../../db/schema/traffic.js';
import type { UserRow } from '../auth/present-user.js';
import { isPublished } from '../catalog/present-product.js';
import { utcDay } from './count-traffic.js';

const PERIOD_DAYS: Record<TrafficPeriod, number | null> = { '7d': 7, '30d': 30, '90d': 90, all: null };
const DAY_MS = 86_400_000;

/** A percentage with one decimal, or null when there was nothing to convert. */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

function present(source: string, figures: { views: number; carts: number; sales: number; revenueCents: number }): TrafficRow {
  const { views, carts, sales, revenueCents } = figures;
  return {
    source,
    views,
    carts,
    sales,
    revenue: centsToPrice(revenueCents),
    viewToCart: percent(carts, views),
    cartToSale: percent(sales, carts),
    viewToSale: percent(sales, views),
  };
}

/**
 * The creator's views, add-to-carts and sales by source over the last `period` UTC days (today included), from
 * the daily rows: a few rows per product and day whatever the number of views.
 */
export async function getTrafficReport(
  ctx: AppContext,
  { actor, period, now }: { actor: UserRow; period: TrafficPeriod; now: Date },
): Promise<TrafficReport> {
  const days = PERIOD_DAYS[period];
  const from = days === null ? null : utcDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const views = sql<number>`sum(${trafficDaily.views})::int`;
  const rows = await ctx.db
    .select({
      source: trafficDaily.source,
      views,
      carts: sql<number>`sum(${trafficDaily.carts})::int`,
      sales: sql<number>`sum(${trafficDaily.sales})::int`,
      revenueCents: sql<number>`sum(${trafficDaily.revenueCents})::bigint`.mapWith(Number),
    })
    .from(trafficDaily)
    .innerJoin(products, eq(products.id, trafficDaily.productId))
    .where(and(eq(products.creatorId, actor.id), from === null ? undefined : gte(trafficDaily.day, from)))
    .groupBy(trafficDaily.source)
    .orderBy(desc(views), asc(trafficDaily.source));
  const total = rows.reduce(
    (sum, row) => ({
      views: sum.views + row.views,
      carts: sum.carts + row.carts,
      sales: sum.sales + row.sales,
      revenueCents: sum.revenueCents + row.revenueCents,
    }),
    { views: 0, carts: 0, sales: 0, revenueCents: 0 },
  );
  const shareable = await ctx.db
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(and(eq(products.creatorId, actor.id), isPublished))
    .orderBy(asc(products.id));
  return {
    period,
    from,
    to: utcDay(now),
    sources: rows.map((row) => present(row.source, row)),
    total: present('total', total),
    products: shareable,
  };
}
