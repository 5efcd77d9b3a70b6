import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { CreatorPage } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { reviews } from '../../db/schema/reviews.js';
import { notFound } from '../../lib/errors.js';
import { averageRating } from '../../lib/rating.js';
import { presentProduct, productColumns, selectPublished } from './present-product.js';

export interface GetCreatorPageOptions {
  creatorId: number;
}

/**
 * A creator's public page: who they are, their published products, and their rating from verified buyers'
 * reviews of any of their products (a review counts while the purchase behind it stands). A creator is an
 * account, neither deleted nor suspended, with a published product; any other id is a 404 (decision 046).
 */
export async function getCreatorPage(ctx: AppContext, { creatorId }: GetCreatorPageOptions): Promise<CreatorPage> {
  const { db } = ctx;
  const listed = await selectPublished(db, productColumns, eq(products.creatorId, creatorId)).orderBy(
    desc(products.createdAt),
    desc(products.id),
  );
  const [creator] = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileImageUrl: users.profileImageUrl,
      bio: users.bio,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, creatorId), isNull(users.deletedAt), isNull(users.suspendedAt)));
  if (!creator || listed.length === 0) throw notFound('Creator');
  const [rating] = await db
    .select({
      count: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
    })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .innerJoin(purchases, eq(purchases.id, reviews.purchaseId))
    .where(
      and(
        eq(products.creatorId, creatorId),
        eq(purchases.status, 'active'),
        eq(purchases.productId, reviews.productId),
        eq(purchases.userId, reviews.userId),
      ),
    );
  const reviewCount = rating?.count ?? 0;
  return {
    id: creator.id,
    firstName: creator.firstName,
    lastName: creator.lastName,
    profileImageUrl: creator.profileImageUrl,
    bio: creator.bio,
    joinedAt: creator.createdAt.toISOString(),
    averageRating: averageRating(rating?.sum ?? 0, reviewCount),
    reviewCount,
    products: listed.map(presentProduct),
  };
}
