import { sql } from 'drizzle-orm';
import type { ListeningProgress } from '../../../contract/purchases.js';
import type { AppContext } from '../../context.js';
import { listeningProgress } from '../../db/schema/commerce.js';
import type { UserRow } from '../auth/present-user.js';
import { authorizeDownload } from './authorize-download.js';

export interface SaveProgressOptions {
  actor: UserRow;
  id: number;
  positionSeconds: number;
  durationSeconds: number | null;
  clientAt: string;
  now: Date;
}

/**
 * Keeps where the buyer stopped listening, under the download's access rule (a 403 without it). The newest write by
 * the player's clock wins: one taken earlier than the stored one changes nothing, and a time ahead of the server's
 * clock counts as now, so a wrong clock cannot freeze the position.
 */
export async function saveProgress(
  ctx: AppContext,
  { actor, id, positionSeconds, durationSeconds, clientAt, now }: SaveProgressOptions,
): Promise<ListeningProgress & { clientAt: string }> {
  const { product } = await authorizeDownload(ctx, { actor, productId: id, now });
  const takenAt = new Date(Math.min(new Date(clientAt).getTime(), now.getTime()));
  const position = durationSeconds === null ? positionSeconds : Math.min(positionSeconds, durationSeconds);
  await ctx.db
    .insert(listeningProgress)
    .values({
      userId: actor.id,
      productId: product.id,
      positionSeconds: position,
      durationSeconds,
      clientAt: takenAt,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [listeningProgress.userId, listeningProgress.productId],
      set: {
        positionSeconds: sql`excluded.position_seconds`,
        durationSeconds: sql`coalesce(excluded.duration_seconds, ${listeningProgress.durationSeconds})`,
        clientAt: sql`excluded.client_at`,
        updatedAt: sql`excluded.updated_at`,
      },
      setWhere: sql`excluded.client_at > ${listeningProgress.clientAt}`,
    });
  const [stored] = await ctx.db
    .select()
    .from(listeningProgress)
    .where(sql`${listeningProgress.userId} = ${actor.id} and ${listeningProgress.productId} = ${product.id}`);
  if (!stored) throw new Error('listening progress was not stored');
  return {
    positionSeconds: stored.positionSeconds,
    durationSeconds: stored.durationSeconds,
    clientAt: stored.clientAt.toISOString(),
  };
}
