import { eq } from 'drizzle-orm';
import type { CreatorProduct } from '../../../contract/creator.js';
import { priceToCents } from '../../../contract/money.js';
import { UPLOAD_MESSAGES, type UpdateCreatorProductChanges } from '../../../contract/uploads.js';
import type { AppContext } from '../../context.js';
import { categories, type PendingRevision, products } from '../../db/schema/catalog.js';
import { AppError } from '../../lib/errors.js';
import { assertNoOtherPublished, publishingGuarded } from '../../lib/one-product.js';
import { moderateListing } from '../moderation/moderate-listing.js';
import { aiModerationAdvisor } from '../moderation/ai-moderation-advisor.js';
import { assertCreatorOwnsProduct } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { findCreatorProducts } from './present-creator-product.js';
import { queueListingEmail } from '../moderation/queue-listing-email.js';

export type UpdateCreatorProductOptions = UpdateCreatorProductChanges & { actor: UserRow; productId: number; now: Date };

type Listing = Omit<PendingRevision, 'feedback' | 'submittedAt'>;

/**
 * PATCH /api/creator/products/:id, the creator's own products only (404 for anyone else's). The
 * listing's fields are checked by the upload's rules and moderated again as a whole (decision 047):
 * - a held or rejected product takes the edit and goes back to the review queue;
 * - a published product takes an edit the rules pass at once; one they would hold waits as a pending
 *   revision while buyers keep the old title, price and file, until an admin approves it;
 * - a refused edit changes nothing.
 * Past purchases keep what was paid: orders hold their own amounts. isActive false archives a
 * published product; isActive true publishes an archived one again, within the one-product rule.
 */
export async function updateCreatorProduct(
  ctx: AppContext,
  { actor, productId, now, isActive, ...changes }: UpdateCreatorProductOptions,
): Promise<CreatorProduct> {
  const [product] = await ctx.db.select().from(products).where(eq(products.id, productId));
  assertCreatorOwnsProduct(actor, product);

  const edits = Object.values(changes).some((value) => value !== undefined);
  if (edits && product.status === 'suspended')
    throw new AppError('conflict', 'This product is hidden while your account is suspended and cannot be changed.');
  if (!product.isSubscription && (changes.subscriptionInterval !== undefined || changes.trialDays !== undefined)) {
    throw new AppError('validation_failed', 'Only a subscription product has billing terms', {
      fields: { subscriptionInterval: 'Only a subscription product has billing terms' },
    });
  }

  // A published product's edit builds on the one already waiting, if any: the creator edits what they see.
  const base: Listing = product.pendingRevision ?? {
    title: product.title,
    description: product.description,
    priceCents: product.priceCents,
    tags: product.tags,
    categoryId: product.categoryId,
    subscriptionInterval: product.subscriptionInterval,
    trialDays: product.trialDays,
  };
  const next: Listing = {
    title: changes.title ?? base.title,
    description: changes.description ?? base.description,
    priceCents: changes.price !== undefined ? priceToCents(changes.price)! : base.priceCents,
    tags: changes.tags ?? base.tags,
    categoryId: changes.categoryId ?? base.categoryId,
    subscriptionInterval: changes.subscriptionInterval ?? base.subscriptionInterval,
    trialDays: changes.trialDays ?? base.trialDays,
  };

  const set: Partial<typeof products.$inferInsert> = {};
  let status = product.status;
  if (edits) {
    const [category] = await ctx.db.select({ name: categories.name }).from(categories).where(eq(categories.id, next.categoryId));
    if (!category)
      throw new AppError('validation_failed', UPLOAD_MESSAGES.category, { fields: { categoryId: UPLOAD_MESSAGES.category } });

    const verdict = await moderateListing(
      { title: next.title, description: next.description, tags: next.tags, category: category.name },
      { advisor: aiModerationAdvisor(ctx.ai) },
    );
    if (verdict.action === 'reject') {
      throw new AppError('content_rejected', `Content not approved: ${verdict.feedback.join(' ')}`, {
        feedback: verdict.feedback,
      });
    }
    const feedback = verdict.feedback.length > 0 ? verdict.feedback.join('\n') : null;
    set.updatedAt = now;
    if (product.status === 'published' && verdict.action === 'review') {
      // The old version stays on sale; only the revision is written.
      set.pendingRevision = { ...next, feedback, submittedAt: now.toISOString() };
    } else {
      Object.assign(set, {
        title: next.title,
        description: next.description,
        priceCents: next.priceCents,
        tags: next.tags,
        categoryId: next.categoryId,
        subscriptionInterval: next.subscriptionInterval,
        trialDays: next.trialDays,
        pendingRevision: null,
      });
      if (product.status === 'pending_review' || product.status === 'rejected') {
        // Saving a held or refused listing sends it back to the review queue with what the rules say now.
        status = 'pending_review';
        set.moderationFeedback = feedback;
      } else if (verdict.action === 'review') {
        status = 'pending_review';
        set.moderationFeedback = feedback;
      } else set.moderationFeedback = null;
    }
  }

  if (isActive === false && status === 'published') status = 'archived';
  if (isActive === true && status !== 'published') {
    if (status === 'pending_review')
      throw new AppError('conflict', 'This product is waiting for review and is published once approved.');
    if (status === 'rejected') throw new AppError('conflict', 'This product was not approved. Change it and save it again.');
    await assertNoOtherPublished(ctx.db, actor.id, product.id);
    status = 'published';
  }
  if (status !== product.status) {
    set.status = status;
    set.updatedAt = now;
  }

  // A listing this edit holds (sent back to the queue, or a change waiting beside the product on sale) is
  // written with the creator's e-mail about it and the advice.
  const heldNow = (status === 'pending_review' && set.moderationFeedback !== undefined) || Boolean(set.pendingRevision);
  if (Object.keys(set).length > 0) {
    const write = () =>
      heldNow
        ? ctx.db.transaction(async (tx) => {
            await tx.update(products).set(set).where(eq(products.id, product.id));
            await queueListingEmail(tx, { siteUrl: ctx.config.siteUrl, productId: product.id, outcome: 'held', now });
          })
        : ctx.db.update(products).set(set).where(eq(products.id, product.id));
    await (status === 'published' && product.status !== 'published' ? publishingGuarded(ctx.db, actor.id, write) : write());
  }
  const [updated] = await findCreatorProducts(ctx.db, eq(products.id, product.id));
  return updated!;
}
