import { asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { ModerationQueueItem } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { categories, products } from '../../db/schema/catalog.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

/** The moderation queue: products held for review and held edits of products on sale (decision 047), oldest first. */
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
    .where(or(eq(products.status, 'pending_review'), isNotNull(products.pendingRevision)))
    .orderBy(asc(products.createdAt), asc(products.id));
  const revisionCategoryIds = [...new Set(rows.flatMap(({ product }) => product.pendingRevision?.categoryId ?? []))];
  const categoryNames = new Map(
    revisionCategoryIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(inArray(categories.id, revisionCategoryIds))
        ).map(({ id, name }) => [id, name]),
  );
  return rows.map(({ product, categoryName, creator }) => {
    const revision = product.pendingRevision;
    if (!revision) {
      return {
        id: product.id,
        title: product.title,
        description: product.description,
        price: centsToPrice(product.priceCents),
        category: { id: product.categoryId, name: categoryName },
        tags: product.tags,
        fileName: product.fileName,
        fileSize: product.fileSize,
        moderationFeedback: product.moderationFeedback,
        kind: 'listing' as const,
        currentTitle: product.title,
        creator,
        createdAt: product.createdAt.toISOString(),
      };
    }
    return {
      id: product.id,
      title: revision.title,
      description: revision.description,
      price: centsToPrice(revision.priceCents),
      category: { id: revision.categoryId, name: categoryNames.get(revision.categoryId) ?? '' },
      tags: revision.tags,
      fileName: product.fileName,
      fileSize: product.fileSize,
      moderationFeedback: revision.feedback,
      kind: 'revision' as const,
      currentTitle: product.title,
      creator,
      createdAt: revision.submittedAt,
    };
  });
}
