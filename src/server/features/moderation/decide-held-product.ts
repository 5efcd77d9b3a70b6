import { and, eq } from 'drizzle-orm';
import type { ModerationDecisionAnswer, ModerationDecisionRequest } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { notFound } from '../../lib/errors.js';
import { assertNoOtherPublished, publishingGuarded } from '../../lib/one-product.js';
import { recordAdminAction } from '../admin/record-admin-action.js';
import { assertAdmin } from '../auth/policy.js';
import { queueListingEmail } from './queue-listing-email.js';
import type { UserRow } from '../auth/present-user.js';

export interface DecideHeldProductOptions {
  actor: UserRow;
  productId: number;
  decision: ModerationDecisionRequest;
  now: Date;
}

/**
 * An admin's decision on a held product: approve publishes it (409 while its creator already has a
 * published product), reject keeps it off sale. The admin's note replaces the automatic reasons as the
 * feedback the creator sees, and the decision and its audit row commit together.
 */
export async function decideHeldProduct(
  ctx: AppContext,
  { actor, productId, decision, now }: DecideHeldProductOptions,
): Promise<ModerationDecisionAnswer> {
  assertAdmin(ctx, actor);
  const held = and(eq(products.id, productId), eq(products.status, 'pending_review'));
  const [product] = await ctx.db.select({ id: products.id, creatorId: products.creatorId }).from(products).where(held);
  if (!product) throw notFound('Held product');

  const note = decision.feedback || null;
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
  }
  return { id: product.id, status };
}
