import { and, eq, isNotNull } from 'drizzle-orm';
import type { ModerationDecisionAnswer, ModerationDecisionRequest } from '../../../contract/creator.js';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { notFound } from '../../lib/errors.js';
import { assertNoOtherPublished, publishingGuarded } from '../../lib/one-product.js';
import { recordAdminAction } from '../admin/record-admin-action.js';
import { assertAdmin } from '../auth/policy.js';
import { ensurePreview } from '../previews/make-preview.js';
import { queueListingEmail } from './queue-listing-email.js';
import type { UserRow } from '../auth/present-user.js';

export interface DecideHeldProductOptions {
  actor: UserRow;
  productId: number;
  decision: ModerationDecisionRequest;
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * An admin's decision on a held product: approve publishes it (409 while its creator already has a
 * published product), reject keeps it off sale. The admin's note replaces the automatic reasons as the
 * feedback the creator sees, and the decision and its audit row commit together.
 */
export async function decideHeldProduct(
  ctx: AppContext,
  { actor, productId, decision, now, log }: DecideHeldProductOptions,
): Promise<ModerationDecisionAnswer> {
  assertAdmin(ctx, actor);
  const note = decision.feedback || null;
  const revised = and(eq(products.id, productId), isNotNull(products.pendingRevision));
  const [withRevision] = await ctx.db.select({ id: products.id }).from(products).where(revised);
  if (withRevision) return decideRevision(ctx, { actor, productId, approve: decision.decision === 'approve', note, now });

  const held = and(eq(products.id, productId), eq(products.status, 'pending_review'));
  const [product] = await ctx.db.select({ id: products.id, creatorId: products.creatorId }).from(products).where(held);
  if (!product) throw notFound('Held product');

  const status = decision.decision === 'approve' ? 'published' : 'rejected';
  const decide = () =>
    ctx.db.transaction(async (tx) => {
      // Another admin may have decided it since the read: then nothing is written.
      const [decided] = await tx
        .update(products)
        .set({ status, moderationFeedback: note, updatedAt: now })
        .where(held)
        .returning({ id: products.id });
      if (!decided) throw notFound('Held product');
      await recordAdminAction(tx, {
        actorId: actor.id,
        action: status === 'published' ? 'product.approve' : 'product.reject',
        targetId: product.id,
        note,
      });
      await queueListingEmail(tx, {
        siteUrl: ctx.config.siteUrl,
        productId: product.id,
        outcome: status === 'published' ? 'approved' : 'rejected',
        now,
      });
    });

  if (status === 'rejected') await decide();
  else {
    await assertNoOtherPublished(ctx.db, product.creatorId, product.id);
    await publishingGuarded(ctx.db, product.creatorId, decide);
    // Made once the product is on sale, outside the decision's transaction (decision 052).
    await ensurePreview(ctx, product.id, log);
  }
  return { id: product.id, status };
}

/**
 * A held edit of a product on sale (decision 047): approve copies it onto the listing buyers see;
 * reject drops it and the old version stays, with the admin's note for the creator. The product's
 * status does not change either way.
 */
async function decideRevision(
  ctx: AppContext,
  {
    actor,
    productId,
    approve,
    note,
    now,
  }: { actor: UserRow; productId: number; approve: boolean; note: string | null; now: Date },
): Promise<ModerationDecisionAnswer> {
  return ctx.db.transaction(async (tx) => {
    // Locked, so a creator's edit at the same moment lands before or after the decision, not inside it.
    const [product] = await tx
      .select({ status: products.status, revision: products.pendingRevision })
      .from(products)
      .where(and(eq(products.id, productId), isNotNull(products.pendingRevision)))
      .for('update');
    if (!product?.revision) throw notFound('Held product');
    const { feedback: _feedback, submittedAt: _submittedAt, ...listing } = product.revision;
    await tx
      .update(products)
      .set(
        approve
          ? { ...listing, pendingRevision: null, moderationFeedback: note, updatedAt: now }
          : {
              pendingRevision: null,
              moderationFeedback: `Your changes were not approved.${note ? ` ${note}` : ''}`,
              updatedAt: now,
            },
      )
      .where(eq(products.id, productId));
    await recordAdminAction(tx, {
      actorId: actor.id,
      action: approve ? 'product.approve' : 'product.reject',
      targetId: productId,
      note,
    });
    await queueListingEmail(tx, { siteUrl: ctx.config.siteUrl, productId, outcome: approve ? 'approved' : 'rejected', now });
    return { id: productId, status: product.status };
  });
}
