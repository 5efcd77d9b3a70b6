import { and, eq } from 'drizzle-orm';
import type { ModerationDecisionAnswer, ModerationDecisionRequest } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { notFound } from '../../lib/errors.js';
import { assertNoOtherPublished, publishingGuarded } from '../../lib/one-product.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

/**
 * An admin's decision on a held product: approve publishes it (409 while its creator already has a
 * published product), reject keeps it off sale with the admin's feedback for the creator.
 */
export async function decideHeldProduct(
  ctx: AppContext,
  { actor, productId, decision }: { actor: UserRow; productId: number; decision: ModerationDecisionRequest },
): Promise<ModerationDecisionAnswer> {
  assertAdmin(ctx, actor);
  const held = and(eq(products.id, productId), eq(products.status, 'pending_review'));
  const [product] = await ctx.db.select({ id: products.id, creatorId: products.creatorId }).from(products).where(held);
  if (!product) throw notFound('Held product');

  const feedback = decision.feedback || null;
  if (decision.decision === 'reject') {
    await ctx.db.update(products).set({ status: 'rejected', moderationFeedback: feedback, updatedAt: new Date() }).where(held);
    return { id: product.id, status: 'rejected' };
  }
  await assertNoOtherPublished(ctx.db, product.creatorId, product.id);
  await publishingGuarded(ctx.db, product.creatorId, () =>
    ctx.db.update(products).set({ status: 'published', moderationFeedback: feedback, updatedAt: new Date() }).where(held),
  );
  return { id: product.id, status: 'published' };
}
