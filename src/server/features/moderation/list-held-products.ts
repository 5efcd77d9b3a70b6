import { asc, eq } from 'drizzle-orm';
import type { ModerationQueueItem } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { categories, products } from '../../db/schema/catalog.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

/** The moderation queue: products held for review, oldest first. */
export async function listHeldProducts(ctx: AppContext, { actor }: { actor: UserRow }): Promise<ModerationQueueItem[]> {
  assertAdmin(ctx, actor);
  const rows = await ctx.db
    .select({
      product: products,
      categoryName: categories.name,
      creator: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(users, eq(users.id, products.creatorId))
    .where(eq(products.status, 'pending_review'))
    .orderBy(asc(products.createdAt), asc(products.id));
  return rows.map(({ product, categoryName, creator }) => ({
    id: product.id,
    title: product.title,
    description: product.description,
    price: centsToPrice(product.priceCents),
    category: { id: product.categoryId, name: categoryName },
    tags: product.tags,
    fileName: product.fileName,
    fileSize: product.fileSize,
    moderationFeedback: product.moderationFeedback,
    creator,
    createdAt: product.createdAt.toISOString(),
  }));
}
