import { eq } from 'drizzle-orm';
import type { CreatorProduct, UpdateCreatorProductRequest } from '../../../contract/creator.js';
import { priceToCents } from '../../../contract/money.js';
import type { AppContext } from '../../context.js';
import { categories, products } from '../../db/schema/catalog.js';
import { AppError } from '../../lib/errors.js';
import { assertNoOtherPublished, publishingGuarded } from '../../lib/one-product.js';
import { moderateListing } from '../moderation/moderate-listing.js';
import { aiModerationAdvisor } from '../moderation/ai-moderation-advisor.js';
import { assertCreatorOwnsProduct } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { findCreatorProducts } from './present-creator-product.js';
import { queueListingEmail } from '../moderation/queue-listing-email.js';

export type UpdateCreatorProductOptions = UpdateCreatorProductRequest & { actor: UserRow; productId: number; now: Date };

/**
 * PATCH /api/creator/products/:id, the creator's own products only (404 for anyone else's).
 * isActive false archives a published product; isActive true publishes an archived one again, within
 * the one-product rule. Edited text is moderated again: a held edit takes the product off sale until
 * an admin approves it.
 */
export async function updateCreatorProduct(
  ctx: AppContext,
  { actor, productId, now, ...changes }: UpdateCreatorProductOptions,
): Promise<CreatorProduct> {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
  assertCreatorOwnsProduct(actor, product);

  const set: Partial<typeof products.$inferInsert> = { updatedAt: now };
  if (changes.price !== undefined) set.priceCents = priceToCents(changes.price)!;
  if (changes.description !== undefined) set.description = changes.description;
  if (changes.tags !== undefined) set.tags = changes.tags;

  let status = product.status;
  if (changes.description !== undefined || changes.tags !== undefined) {
    const [category] = await ctx.db
      .select({ name: categories.name })
      .from(categories)
      .where(eq(categories.id, product.categoryId));
    const listing = {
      title: product.title,
      description: set.description ?? product.description,
      tags: set.tags ?? product.tags,
      category: category?.name ?? '',
    };
    const verdict = await moderateListing(listing, { advisor: aiModerationAdvisor(ctx.ai) });
    if (verdict.action === 'reject') {
      throw new AppError('content_rejected', `Content not approved: ${verdict.feedback.join(' ')}`, {
        feedback: verdict.feedback,
      });
    }
    if (verdict.action === 'review') {
      status = 'pending_review';
      set.moderationFeedback = verdict.feedback.join('\n');
    }
  }

  if (changes.isActive === false && status === 'published') status = 'archived';
  if (changes.isActive === true && status !== 'published') {
    if (status === 'pending_review')
      throw new AppError('conflict', 'This product is waiting for review and is published once approved.');
    if (status === 'rejected') throw new AppError('conflict', 'This product was not approved. Change it and upload it again.');
    await assertNoOtherPublished(ctx.db, actor.id, product.id);
    status = 'published';
  }
  set.status = status;

  // A listing this edit sends to review is written with the creator's e-mail about it (and the advice).
  const heldNow = status === 'pending_review' && set.moderationFeedback !== undefined;
  const write = () =>
    heldNow
      ? ctx.db.transaction(async (tx) => {
          await tx.update(products).set(set).where(eq(products.id, product.id));
          await queueListingEmail(tx, { siteUrl: ctx.config.siteUrl, productId: product.id, outcome: 'held', now });
        })
      : ctx.db.update(products).set(set).where(eq(products.id, product.id));
  await (status === 'published' && product.status !== 'published' ? publishingGuarded(ctx.db, actor.id, write) : write());
  const [updated] = await findCreatorProducts(ctx.db, eq(products.id, product.id));
  return updated!;
}
