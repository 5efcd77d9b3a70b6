import { and, count, desc, eq } from 'drizzle-orm';
import type { ProductReviews } from '../../../contract/reviews.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { reviews } from '../../db/schema/reviews.js';
import { notFound } from '../../lib/errors.js';
import { averageRating } from '../../lib/rating.js';
import type { UserRow } from '../auth/present-user.js';
import { isPublished } from '../catalog/present-product.js';
import { presentReview, selectReviews } from './present-review.js';

const NEWEST_SHOWN = 20;

/** A published product's rating figures and newest reviews; a signed-in asker also learns what they may do. */
export interface ListProductReviewsOptions {
  /** The asker when signed in: the answer then says what they may do. */
  actor: UserRow | undefined;
  productId: number;
}

export async function listProductReviews(
  ctx: AppContext,
  { actor, productId }: ListProductReviewsOptions,
): Promise<ProductReviews> {
  const { db } = ctx;
  const [product] = await db
    .select({ creatorId: products.creatorId, reviewCount: products.reviewCount, ratingSum: products.ratingSum })
    .from(products)
    .where(and(eq(products.id, productId), isPublished));
  if (!product) throw notFound('Product');

  const byRating = await db
    .select({ rating: reviews.rating, total: count() })
    .from(reviews)
    .where(eq(reviews.productId, productId))
    .groupBy(reviews.rating);
  const distribution = [1, 2, 3, 4, 5].map((stars) => byRating.find((row) => row.rating === stars)?.total ?? 0);
  const newest = await selectReviews(db, eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(NEWEST_SHOWN);

  const [mine] = actor ? await selectReviews(db, and(eq(reviews.productId, productId), eq(reviews.userId, actor.id))) : [];
  const [purchase] =
    actor && !mine
      ? await db
          .select({ id: purchases.id })
          .from(purchases)
          .where(and(eq(purchases.userId, actor.id), eq(purchases.productId, productId), eq(purchases.status, 'active')))
      : [];

  return {
    averageRating: averageRating(product.ratingSum, product.reviewCount),
    reviewCount: product.reviewCount,
    distribution,
    reviews: newest.map(presentReview),
    myReview: mine ? presentReview(mine) : null,
    mayReview: purchase !== undefined && actor?.id !== product.creatorId,
    isCreator: actor?.id === product.creatorId,
  };
}
