import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// `suspended`: was published when an admin suspended its creator; published again when the suspension ends.
export const productStatuses = ['published', 'pending_review', 'rejected', 'archived', 'suspended'] as const;
export type ProductStatus = (typeof productStatuses)[number];

/**
 * A published product's edit that moderation held (decision 047): the listing's new text, price,
 * category and subscription terms wait here while buyers keep the old ones; approving copies them
 * onto the row, declining clears it. `feedback` is what moderation said about it.
 */
export interface PendingRevision {
  title: string;
  description: string;
  priceCents: number;
  tags: string[];
  categoryId: number;
  subscriptionInterval: 'month' | 'year' | null;
  trialDays: number;
  feedback: string | null;
  submittedAt: string;
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    creatorId: integer('creator_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    // Set for a pay-what-you-want product: the least a buyer may name (0 for free); priceCents is then the
    // suggestion (the minimum when a later price edit went below it).
    minPriceCents: integer('min_price_cents'),
    // The cover (uploaded or generated): a content-addressed key naming its stored WebP widths, and a
    // tiny blurred data URL shown while it loads. Null only for rows written without the upload path.
    imageKey: text('image_key'),
    imagePlaceholder: text('image_placeholder'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    status: text('status', { enum: productStatuses }).notNull().default('published'),
    // Where storage keeps the file (generated), and the sanitised name buyers download it under.
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    fileSize: integer('file_size').notNull(),
    fileType: text('file_type').notNull(),
    // When the creator last replaced the file, and their "What's new" note for buyers (null: never / none).
    fileUpdatedAt: timestamp('file_updated_at', { withTimezone: true }),
    updateNote: text('update_note'),
    // What anyone may hear or read before buying (decision 052): the stored preview, its media type, and
    // whether the creator sent it (kept when the file changes) or the server made it from the file.
    previewKey: text('preview_key'),
    previewType: text('preview_type'),
    previewOwn: boolean('preview_own').notNull().default(false),
    isSubscription: boolean('is_subscription').notNull().default(false),
    subscriptionInterval: text('subscription_interval', { enum: ['month', 'year'] }),
    trialDays: integer('trial_days').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    // Kept with every review change (same transaction), so cards and sorting read the rating without a join.
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    // What moderation said about the last submission (shown to the creator when held or rejected).
    moderationFeedback: text('moderation_feedback'),
    // A held edit of a published product, waiting for an admin; null when none (decision 047).
    pendingRevision: jsonb('pending_revision').$type<PendingRevision>(),
    // Weighted: title over tags over description. tags_to_text is an immutable wrapper (migration 0002).
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', tags_to_text(tags)), 'B') || setweight(to_tsvector('english', description), 'C')`,
    ),
    // The title alone: search ranks products whose title holds every searched word first.
    titleSearch: tsvector('title_search').generatedAlwaysAs(sql`to_tsvector('english', title)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_search_idx').using('gin', table.search),
    // The creators whose products changed since a moment (the enterprise creator facts).
    index('products_updated_idx').on(table.updatedAt, table.creatorId),
    index('products_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('products_published_title_search_idx').using('gin', table.titleSearch).where(sql`status = 'published'`),
    // The catalogue lists only published products: partial indexes for each listing order.
    index('products_published_newest_idx').on(table.createdAt.desc(), table.id.desc()).where(sql`status = 'published'`),
    // Featured listing and search order (best-selling, newest, id): a total order an index walk serves.
    index('products_published_popular_idx')
      .on(table.salesCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`status = 'published'`),
    index('products_published_price_idx').on(table.priceCents, table.createdAt.desc()).where(sql`status = 'published'`),
    index('products_published_category_idx')
      .on(table.categoryId, table.createdAt.desc(), table.id.desc())
      .where(sql`status = 'published'`),
    // A category in the other two orders: every listing page is one index walk, however deep (decision 037).
    index('products_published_category_popular_idx')
      .on(table.categoryId, table.salesCount.desc(), table.createdAt.desc(), table.id.desc())
      .where(sql`status = 'published'`),
    index('products_published_category_price_idx')
      .on(table.categoryId, table.priceCents, table.createdAt.desc(), table.id.desc())
      .where(sql`status = 'published'`),
    // Created last: the enterprise page finds each creator's first product from the index.
    index('products_creator_idx').on(table.creatorId, table.createdAt),
    // The enterprise page's listings and creators of a period.
    index('products_created_idx').on(table.createdAt),
    index('products_held_created_idx').on(table.createdAt).where(sql`status = 'pending_review'`),
    // One product per creator: at most one published product each.
    uniqueIndex('products_one_published_per_creator').on(table.creatorId).where(sql`${table.status} = 'published'`),
    check('products_price_positive', sql`${table.priceCents} > 0`),
    check('products_min_price_range', sql`${table.minPriceCents} >= 0`),
    check('products_trial_days_range', sql`${table.trialDays} between 0 and 365`),
  ],
);

/**
 * Every distinct word of product titles that English full text indexes (decision 035): the search's typo
 * tier corrects a searched word to the words here similar to it. Migration 0025's triggers add the words
 * of every inserted or retitled product; a word whose products are gone stays, matching no title.
 */
export const titleWords = pgTable(
  'title_words',
  {
    word: text('word').primaryKey(),
  },
  (table) => [index('title_words_trgm_idx').using('gin', table.word.op('gin_trgm_ops'))],
);

/**
 * One row per lexeme of each published product's full text (`search`), in ranking order within a lexeme
 * (decision 060): a search walks the products holding its words, not every product. Kept in step with
 * products by migration 0041's triggers (insert, any change of status, texts, sales or creation time;
 * a deletion cascades); `in_title` says the title holds the lexeme too.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    lexeme: text('lexeme').notNull(),
    salesCount: integer('sales_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    inTitle: boolean('in_title').notNull(),
  },
  (table) => [
    index('search_postings_order_idx')
      // in_title last, so a walk reads it from the index alone.
      .on(table.lexeme, table.salesCount.desc(), table.createdAt.desc(), table.productId.desc(), table.inTitle),
    index('search_postings_product_idx').on(table.productId),
  ],
);
