import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { trafficDaily, trafficEvents, type trafficEventKinds } from '../../db/schema/traffic.js';
import { preparedOnce } from '../../db/prepared.js';
import { isPublished } from '../catalog/present-product.js';

/** The UTC calendar day of a moment, as the daily rows key it ("2026-11-27"). */
export const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);

/**
 * A view is a transaction of its own (one statement) whose commit does not wait for the disk: a crash may lose the
 * last moment's views, never half of one. An add-to-cart is written in the cart line's transaction and commits
 * with it as usual.
 */
const commitSettings = {
  view: sql`select set_config('synchronous_commit', 'off', true)`,
  cart: sql`select ''`,
};

type TrafficKind = (typeof trafficEventKinds)[number];

/** The counting statement: parsing, planning and building it again for each view cost more than running it. */
function countStatement(db: Database, kind: TrafficKind) {
  const relaxed = db.$with('relaxed', { setting: sql<string>`setting` }).as(commitSettings[kind]);
  const counted = db.$with('counted', { productId: trafficEvents.productId }).as(sql`
    insert into ${trafficEvents} (kind, product_id, source, created_at)
    select ${kind}, ${products.id}, ${sql.placeholder('source')}, ${sql.placeholder('at')}::timestamptz
    from ${products} cross join relaxed where ${products.id} = ${sql.placeholder('productId')} and ${isPublished}
    returning product_id`);
  return db
    .with(relaxed, counted)
    .insert(trafficDaily)
    .select(
      db
        .select({
          productId: counted.productId,
          source: sql<string>`${sql.placeholder('source')}`.as('source'),
          day: sql<string>`${sql.placeholder('day')}::date`.as('day'),
          views: sql<number>`${sql.placeholder('views')}::int`.as('views'),
          carts: sql<number>`${sql.placeholder('carts')}::int`.as('carts'),
          sales: sql<number>`0`.as('sales'),
          revenueCents: sql<number>`0`.as('revenue_cents'),
        })
        .from(counted),
    )
    .onConflictDoUpdate({
      target: [trafficDaily.productId, trafficDaily.day, trafficDaily.source],
      set: { views: sql`${trafficDaily.views} + excluded.views`, carts: sql`${trafficDaily.carts} + excluded.carts` },
    })
    .returning({ productId: trafficDaily.productId });
}

/**
 * Counts a view or an add-to-cart of a published product: the raw event and its day's row in one statement (one
 * round trip, never one without the other). Answers whether it was counted (false: no such published product).
 */
export async function countTrafficEvent(
  db: Database,
  options: { kind: TrafficKind; productId: number; source: string; now: Date },
): Promise<boolean> {
  const { kind, productId, source, now } = options;
  // Prepared once per database handle (a transaction is a handle of its own, dropped with it).
  const statement = preparedOnce(db, `count_traffic_${kind}`, () => countStatement(db, kind));
  const written = await statement.execute({
    source,
    productId,
    at: now.toISOString(),
    day: utcDay(now),
    views: kind === 'view' ? 1 : 0,
    carts: kind === 'cart' ? 1 : 0,
  });
  return written.length > 0;
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
