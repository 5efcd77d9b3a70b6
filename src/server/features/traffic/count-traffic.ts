import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { trafficDaily, trafficEvents, type trafficEventKinds } from '../../db/schema/traffic.js';
import { isPublished } from '../catalog/present-product.js';

/** The UTC calendar day of a moment, as the daily rows key it ("2026-11-27"). */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * A view is a transaction of its own (one statement) whose commit does not wait for the disk: a crash may lose the
 * last moment's views, never half of one, and recording stays under a millisecond (docs/decisions/051). An
 * add-to-cart is written in the cart line's transaction and commits with it as usual.
 */
const kinds = {
  view: {
    column: sql.raw('views'),
    relaxed: sql`relaxed as (select set_config('synchronous_commit', 'off', true)),`,
    join: sql`cross join relaxed`,
  },
  cart: { column: sql.raw('carts'), relaxed: sql``, join: sql`` },
} as const;

/**
 * Counts a view or an add-to-cart of a published product: the raw event and its day's row in one statement (one
 * round trip, never one without the other). Answers whether it was counted (false: no such published product).
 */
export async function countTrafficEvent(
  db: Database,
  options: { kind: (typeof trafficEventKinds)[number]; productId: number; source: string; now: Date },
): Promise<boolean> {
  const { kind, productId, source, now } = options;
  const { column, relaxed, join } = kinds[kind];
  const result = (await db.execute(sql`
    with ${relaxed} counted as (
      insert into ${trafficEvents} (kind, product_id, source, created_at)
      select ${kind}, ${products.id}, ${source}, ${now.toISOString()}::timestamptz
      from ${products} ${join} where ${products.id} = ${productId} and ${isPublished}
      returning product_id
    )
    insert into ${trafficDaily} (product_id, source, day, ${column})
    select product_id, ${source}, ${utcDay(now)}::date, 1 from counted
    on conflict (product_id, day, source) do update set ${column} = ${trafficDaily}.${column} + 1
    returning product_id`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/**
 * Adds a checkout's paid lines to their sources' day rows, in the purchase's transaction. Renewals are not
 * counted: a source brings a buyer once.
 */
export async function countSourcedSales(
  tx: Database,
  options: { lines: { productId: number; source: string; priceCents: number }[]; now: Date },
): Promise<void> {
  const { lines, now } = options;
  if (lines.length === 0) return;
  const day = utcDay(now);
  await tx
    .insert(trafficDaily)
    .values(
      lines.map((line) => ({ productId: line.productId, source: line.source, day, sales: 1, revenueCents: line.priceCents })),
    )
    .onConflictDoUpdate({
      target: [trafficDaily.productId, trafficDaily.day, trafficDaily.source],
      set: {
        sales: sql`${trafficDaily.sales} + excluded.sales`,
        revenueCents: sql`${trafficDaily.revenueCents} + excluded.revenue_cents`,
      },
    });
}
