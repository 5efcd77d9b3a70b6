import { desc, eq, inArray, type SQL } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { CreatorProduct } from '../../../contract/creator.js';
import { previewKindOf } from '../../../contract/previews.js';
import type { Database } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalog.js';
import { presentCover } from '../images/present-cover.js';

/** The creator's products matching `where`, newest first, shaped for the creator's views. */
export async function findCreatorProducts(db: Pick<Database, 'select'>, where: SQL | undefined): Promise<CreatorProduct[]> {
  const rows = await db
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id));
  // A pending revision may move the product to another category: its name, for the few that wait.
  const revisionCategoryIds = [...new Set(rows.flatMap(({ product }) => product.pendingRevision?.categoryId ?? []))];
  const revisionCategories = new Map(
    revisionCategoryIds.length === 0
      ? []
      : (
          await db
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(inArray(categories.id, revisionCategoryIds))
        ).map(({ id, name }) => [id, name]),
  );
  return rows.map(({ product, categoryName }) => presentOne(product, categoryName, revisionCategories));
}

function presentOne(
  product: typeof products.$inferSelect,
  categoryName: string,
  revisionCategories: Map<number, string>,
): CreatorProduct {
  // Key and type are written together, so a known kind means a stored preview.
  const previewKind = product.previewKey ? previewKindOf(product.previewType) : null;
  return {
    id: product.id,
    title: product.title,
    description: product.description,
    price: centsToPrice(product.priceCents),
    payWhatYouWant: product.minPriceCents === null ? null : { minimum: centsToPrice(product.minPriceCents) },
    categoryId: product.categoryId,
    category: { id: product.categoryId, name: categoryName },
    tags: product.tags.join(', '),
    ...presentCover(product),
    isActive: product.status === 'published',
    status: product.status,
    moderationFeedback: product.moderationFeedback,
    salesCount: product.salesCount,
    fileName: product.fileName,
    fileSize: product.fileSize,
    isSubscription: product.isSubscription,
    subscriptionInterval: product.subscriptionInterval,
    trialDays: product.trialDays,
    createdAt: product.createdAt.toISOString(),
    pendingRevision: product.pendingRevision
      ? {
          title: product.pendingRevision.title,
          description: product.pendingRevision.description,
          price: centsToPrice(product.pendingRevision.priceCents),
          category: {
            id: product.pendingRevision.categoryId,
            name: revisionCategories.get(product.pendingRevision.categoryId) ?? '',
          },
          tags: product.pendingRevision.tags.join(', '),
          subscriptionInterval: product.pendingRevision.subscriptionInterval,
          trialDays: product.pendingRevision.trialDays,
          feedback: product.pendingRevision.feedback,
          submittedAt: product.pendingRevision.submittedAt,
        }
      : null,
    preview: previewKind ? { kind: previewKind, own: product.previewOwn } : null,
  };
}
