import { bigserial, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';

export const trafficEventKinds = ['view', 'cart'] as const;

/**
 * Append-only log of counted product views and add-to-carts with the source tag of the link the visitor came
 * through (docs/decisions/051). Nothing about the person: no user, IP, user agent or visitor id. Sales are
 * counted from the sales ledger's own rows (sales.source).
 */
export const trafficEvents = pgTable(
  'traffic_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: trafficEventKinds }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('traffic_events_product_created_idx').on(table.productId, table.createdAt)],
);

/**
 * One row per product, source and UTC day, incremented in the same statement or transaction as the event it
 * counts, so the creator's analytics sum a few hundred rows instead of a million views.
 */
export const trafficDaily = pgTable(
  'traffic_daily',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    carts: integer('carts').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    revenueCents: integer('revenue_cents').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.day, table.source] })],
);
