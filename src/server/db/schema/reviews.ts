import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { products } from './catalog.js';
import { purchases } from './commerce.js';

/**
 * A verified buyer's review of a product: one per buyer and product, written while their purchase
 * stood. The product's creator may answer it once (reply). products.review_count and rating_sum
 * follow every change in the same transaction.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // The purchase that made the reviewer a verified buyer.
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id),
    rating: integer('rating').notNull(),
    text: text('text'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('reviews_one_per_buyer_product').on(table.productId, table.userId),
    index('reviews_product_newest_idx').on(table.productId, table.createdAt.desc(), table.id.desc()),
    index('reviews_user_idx').on(table.userId),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
