import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { downloads, purchases } from '../../db/schema/commerce.js';
import type { UserRow } from '../auth/present-user.js';

/** One row per download started by a buyer; the refund rule ("never downloaded") reads the count. */
export async function recordDownloadStart(ctx: AppContext, options: { actor: UserRow; productId: number; purchaseId: number }) {
  const { actor, productId, purchaseId } = options;
  await ctx.db.transaction(async (tx) => {
    await tx.insert(downloads).values({ userId: actor.id, productId, purchaseId });
    await tx
      .update(purchases)
      .set({ downloadCount: sql`${purchases.downloadCount} + 1` })
      .where(eq(purchases.id, purchaseId));
  });
}
