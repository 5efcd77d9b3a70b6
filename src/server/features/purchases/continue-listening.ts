import { and, desc, eq, exists, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { FINISHED_WITHIN_SECONDS } from '../../../contract/listening.js';
import { CONTINUE_LISTENING_MAX } from '../../../contract/listening.js';
import type { ContinueListeningTrack } from '../../../contract/purchases.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { listeningProgress, purchases } from '../../db/schema/commerce.js';
import { fullName, type UserRow } from '../auth/present-user.js';
import { presentCover } from '../images/present-cover.js';
import { hasProductAccess } from '../subscriptions/access.js';

/**
 * The buyer's started, unfinished mp3 tracks, the most recently listened first. A track is listed while the buyer may
 * stream it (the stream route's rule, `hasProductAccess`: a standing purchase or a subscription that gives access), so
 * a refund or an ended subscription takes it off; the position row itself stays, should access come back.
 */
export async function listContinueListening(
  ctx: AppContext,
  { actor, now }: { actor: UserRow; now: Date },
): Promise<ContinueListeningTrack[]> {
  const ownPurchase = ctx.db
    .select({ one: sql`1` })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, actor.id),
        eq(purchases.productId, products.id),
        eq(purchases.status, 'active'),
        isNull(purchases.subscriptionId),
      ),
    );
  const rows = await ctx.db
    .select({
      productId: products.id,
      title: products.title,
      imageKey: products.imageKey,
      imagePlaceholder: products.imagePlaceholder,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
      positionSeconds: listeningProgress.positionSeconds,
      durationSeconds: listeningProgress.durationSeconds,
      clientAt: listeningProgress.clientAt,
      bought: sql<boolean>`${exists(ownPurchase)}`,
    })
    .from(listeningProgress)
    .innerJoin(products, eq(products.id, listeningProgress.productId))
    .innerJoin(users, eq(users.id, products.creatorId))
    .where(
      and(
        eq(listeningProgress.userId, actor.id),
        eq(products.fileType, 'audio/mpeg'),
        gt(listeningProgress.positionSeconds, 0),
        or(
          isNull(listeningProgress.durationSeconds),
          lt(listeningProgress.positionSeconds, sql`${listeningProgress.durationSeconds} - ${FINISHED_WITHIN_SECONDS}`),
        ),
        hasProductAccess(ctx.db, { userId: actor.id, productId: products.id, now }),
      ),
    )
    .orderBy(desc(listeningProgress.clientAt), desc(products.id))
    .limit(CONTINUE_LISTENING_MAX);
  return rows.map((row) => ({
    product: {
      id: row.productId,
      title: row.title,
      imageUrl: presentCover(row).imageUrl,
      creatorName: fullName(row.creatorFirstName, row.creatorLastName),
    },
    listening: { positionSeconds: row.positionSeconds, durationSeconds: row.durationSeconds },
    listenedAt: row.clientAt.toISOString(),
    via: row.bought ? 'purchase' : 'subscription',
  }));
}
