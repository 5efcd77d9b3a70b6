import { and, eq } from 'drizzle-orm';
import type { GiftClaimAnswer, GiftPreview } from '../../../contract/gifts.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { gifts, purchases } from '../../db/schema/commerce.js';
import { AppError } from '../../lib/errors.js';
import { hashToken } from '../../lib/link-token.js';
import type { UserRow } from '../auth/present-user.js';
import { hasProductAccess } from '../subscriptions/access.js';

const INVALID_LINK = 'This gift link is not valid. Check that you opened the whole link from the e-mail.';

async function findGift(db: Database, token: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ gift: gifts, purchase: purchases, title: products.title, giverFirstName: users.firstName })
    .from(gifts)
    .innerJoin(purchases, eq(purchases.id, gifts.purchaseId))
    .innerJoin(products, eq(products.id, gifts.productId))
    .innerJoin(users, eq(users.id, gifts.giverId))
    .where(eq(gifts.tokenHash, hashToken(token)));
  const [row] = options.lock ? await query.for('update', { of: gifts }) : await query;
  if (!row) throw new AppError('not_found', INVALID_LINK);
  return row;
}

/** What a claim link opens, signed in or not: the product, the giver's first name, their message, and its state. */
export async function previewGift(ctx: AppContext, { token }: { token: string }): Promise<GiftPreview> {
  const { gift, purchase, title, giverFirstName } = await findGift(ctx.db, token);
  return {
    productId: gift.productId,
    title,
    giverFirstName,
    message: gift.message,
    state: purchase.status === 'refunded' ? 'refunded' : gift.claimedBy !== null ? 'claimed' : 'claimable',
  };
}

/**
 * Claims a gift for the signed-in account, once (docs/decisions/058): the giver's 'gifted' purchase becomes the
 * claimer's active purchase, so the product is in their library. Refused once claimed (by anyone), once refunded,
 * and when the claimer has the product already (nothing is inserted twice; the gift stays unclaimed).
 */
export async function claimGift(
  ctx: AppContext,
  { actor, token, now }: { actor: UserRow; token: string; now: Date },
): Promise<GiftClaimAnswer> {
  return ctx.db.transaction(async (tx) => {
    const { gift, purchase, title } = await findGift(tx, token, { lock: true });
    if (gift.claimedBy === actor.id)
      throw new AppError('conflict', `You have claimed this gift already: “${title}” is in your purchases.`);
    if (gift.claimedBy !== null) throw new AppError('conflict', 'This gift has already been claimed by another account.');
    if (purchase.status !== 'gifted')
      throw new AppError('conflict', 'This gift was refunded to the person who gave it, so it can no longer be claimed.');
    const [owned] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, actor.id), hasProductAccess(tx, { userId: actor.id, productId: gift.productId, now })));
    if (owned)
      throw new AppError(
        'conflict',
        `You already have “${title}” in your library, so this gift was not added again. The gift stays unclaimed; you may tell the giver, who can ask for a refund.`,
      );
    await tx
      .update(purchases)
      .set({ userId: actor.id, status: 'active' })
      .where(and(eq(purchases.id, purchase.id), eq(purchases.status, 'gifted')));
    await tx.update(gifts).set({ claimedBy: actor.id, claimedAt: now }).where(eq(gifts.id, gift.id));
    return { productId: gift.productId, title };
  });
}
