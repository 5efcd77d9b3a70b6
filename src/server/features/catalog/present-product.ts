import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { centsToPrice } from '../../../contract/money.js';
import type { Product } from '../../../contract/catalog.js';
import { previewKindOf } from '../../../contract/previews.js';
import type { Database } from '../../db/client.js';
import { averageRating } from '../../lib/rating.js';
import { users } from '../../db/schema/auth.js';
import { categories, products } from '../../db/schema/catalog.js';
import { presentCover } from '../images/present-cover.js';

/**
 * A product row's version: the transaction ids that last wrote its product, creator and category rows.
 * Any committed change to what a product answer shows gives a new version, so a text kept under its
 * version is never stale and no write path has to remember to drop it (decision 036).
 */
export const productVersion = sql<string>`${products}.xmin::text || '.' || ${users}.xmin::text || '.' || ${categories}.xmin::text`;

/** The columns every product answer reads: the product, its creator and its category. */
export const productColumns = {
  id: products.id,
  title: products.title,
  description: products.description,
  imageKey: products.imageKey,
  imagePlaceholder: products.imagePlaceholder,
  tags: products.tags,
  priceCents: products.priceCents,
  minPriceCents: products.minPriceCents,
  fileName: products.fileName,
  fileSize: products.fileSize,
  salesCount: products.salesCount,
  reviewCount: products.reviewCount,
  ratingSum: products.ratingSum,
  createdAt: products.createdAt,
  categoryId: products.categoryId,
  isSubscription: products.isSubscription,
  subscriptionInterval: products.subscriptionInterval,
  trialDays: products.trialDays,
  previewType: products.previewType,
  creator: { id: users.id, firstName: users.firstName, lastName: users.lastName, profileImageUrl: users.profileImageUrl },
  category: { id: categories.id, name: categories.name },
};

// A literal, not a bound parameter, so the planner can always match the partial indexes on published rows.
export const isPublished = sql`${products.status} = 'published'`;

/**
 * The id and `columns` of the published products matching `condition`, each joined to its creator and
 * category; callers add order and paging.
 */
export function selectPublished<Columns extends SelectedFields>(db: Database, columns: Columns, condition?: SQL) {
  return db
    .select({ id: products.id, ...columns })
    .from(products)
    .innerJoin(users, eq(users.id, products.creatorId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isPublished, condition))
    .$dynamic();
}

export type ProductRow = Awaited<ReturnType<typeof selectPublished<typeof productColumns>>>[number];

/** Shapes a product row for the card and the detail page: price as "12.00", dates as ISO text. */
export function presentProduct(row: ProductRow): Product {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    ...presentCover(row),
    tags: row.tags,
    price: centsToPrice(row.priceCents),
    fileName: row.fileName,
    fileSize: row.fileSize,
    salesCount: row.salesCount,
    reviewCount: row.reviewCount,
    averageRating: averageRating(row.ratingSum, row.reviewCount),
    createdAt: row.createdAt.toISOString(),
    categoryId: row.categoryId,
    category: row.category,
    creator: row.creator,
    isSubscription: row.isSubscription,
    subscriptionInterval: row.subscriptionInterval,
    trialDays: row.trialDays,
    payWhatYouWant: row.minPriceCents === null ? null : { minimum: centsToPrice(row.minPriceCents) },
    preview: previewKindOf(row.previewType),
  };
}

/**
 * A LIMIT or OFFSET value the planner cannot see: a one-row sub-select of the bound parameter. A catalogue
 * statement's plan walks an index in order whatever the value, but a visible value makes each custom plan
 * look cheaper than the generic one, so PostgreSQL would plan every execution afresh (decision 037).
 */
export const unseenByPlanner = (name: string) => sql`(select ${sql.placeholder(name)}::int)`;
