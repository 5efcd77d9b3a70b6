import { z } from 'zod';
import { PRODUCT_SORTS } from './product-sorts.js';
import { readRecordId } from './id-text.js';
import { recordIdText, wholeNumberText } from './ids.js';
import { priceString } from './price-string.js';
import { previewKind } from './previews.js';
import { VIEWER_TAB_ID } from './viewer-tab.js';

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof category>;

export const categoryList = z.array(category);

export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;

/**
 * Result orders a buyer may choose. Relevance applies to a search (elsewhere it means the listing's
 * own order); price is lowest first. The default is relevance for a search, the listing's order otherwise.
 */

/** GET /api/products query: the answer stays a plain list; paging goes through page and pageSize. */
export const productListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  category: recordIdText('category must be a category id').optional(),
  filter: z.enum(['featured', 'under-20']).optional(),
  sort: z.enum(PRODUCT_SORTS).optional(),
  page: wholeNumberText('page must be a whole number from 1 to 10,000', 1, 10_000).default(1),
  pageSize: wholeNumberText(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`, 1, MAX_PAGE_SIZE).default(
    DEFAULT_PAGE_SIZE,
  ),
});
export type ProductListQuery = z.infer<typeof productListQuery>;

export const productCreator = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
});

export const product = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  // A tiny blurred data URL of the cover, shown while it loads.
  imagePlaceholder: z.string().nullable(),
  tags: z.array(z.string()),
  price: priceString,
  fileName: z.string(),
  // Bytes.
  fileSize: z.number().int(),
  salesCount: z.number().int(),
  // From verified buyers' reviews: the mean to one decimal, null with none (shown as "New").
  reviewCount: z.number().int(),
  averageRating: z.number().nullable(),
  createdAt: z.string(),
  categoryId: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  creator: productCreator,
  isSubscription: z.boolean(),
  subscriptionInterval: z.enum(['month', 'year']).nullable(),
  trialDays: z.number().int(),
  // Set when the buyer names the price: price is then the creator's suggestion, minimum the least accepted.
  payWhatYouWant: z.object({ minimum: priceString }).nullable(),
  // What a visitor may hear or read before buying; null when the product has no preview.
  preview: previewKind.nullable(),
});
export type Product = z.infer<typeof product>;
export const productList = z.array(product);

/**
 * GET /api/products/{id} and POST /api/products/{id}/views: a product page's id. Anything that is not an id names
 * no product, so it is read as none (undefined) and answered 404 like a product that is gone, never 400.
 */
export const productPageParams = z.object({
  id: z.union([z.string(), z.number()]).transform((value) => readRecordId(String(value))),
});

/** "More like this" on a product page: at most this many other products of its category or sharing a tag. */
export const RELATED_PRODUCTS_MAX = 4;

/**
 * GET /api/creators/{id}: a creator's public page. A creator is an account with a published product; the rating
 * is from verified buyers' reviews of the creator's products (null with none, never an invented figure).
 */
export const creatorPage = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  profileImageUrl: z.string().nullable(),
  bio: z.string(),
  // When the account was opened (ISO); the page shows the month and year.
  joinedAt: z.string(),
  averageRating: z.number().nullable(),
  reviewCount: z.number().int(),
  // Published products only, newest first.
  products: productList,
});
export type CreatorPage = z.infer<typeof creatorPage>;

/**
 * A product page's heartbeat. A signed-out visitor is told apart by a random id that their tab makes and keeps
 * until it closes (sessionStorage): no cookie, nothing that outlives the visit (docs/decisions/057).
 */
export const productViewRequest = productPageParams.extend({ visitor: z.string().regex(VIEWER_TAB_ID) });

/** Real viewers of one product page in the last few minutes, not counting the asker. */
export const productViewers = z.object({ othersViewing: z.number().int() });
export type ProductViewers = z.infer<typeof productViewers>;

/** A recent real purchase for the social-proof popup: first name and last initial only. */
export const recentPurchase = z.object({
  buyerName: z.string(),
  productId: z.number().int(),
  productTitle: z.string(),
  purchasedAt: z.string(),
});
export type RecentPurchase = z.infer<typeof recentPurchase>;
export const recentPurchaseList = z.array(recentPurchase);

/** GET /api/images/{name}: one stored width of a product cover (names come from `coverUrl`). */
export const coverFileParams = z.object({
  name: z.string().regex(/^[0-9a-f]{32}-(320|640|1024)\.webp$/, 'name must name a cover image'),
});
/** GET /api/stats: the shop's live figures for the stats strips (the Honesty rule: no claims, only counts). */
export const storeStats = z.object({
  publishedProducts: z.number().int(),
  // Creators with a published product.
  creators: z.number().int(),
  // The average review rating to one decimal; null until there are reviews ("New").
  averageRating: z.number().nullable(),
  // Distinct buyers whose purchase stands (refunds drop out).
  buyersServed: z.number().int(),
});
export type StoreStats = z.infer<typeof storeStats>;
