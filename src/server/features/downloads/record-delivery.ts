import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { downloads, purchases } from '../../db/schema/commerce.js';
import type { UserRow } from '../auth/present-user.js';
import type { DownloadPlan } from './http-range.js';

/**
 * The one rule for counting what a buyer received, called by every route that sends a product's bytes
 * before it sends them. A response carrying any byte of the file is a delivery: from byte 0 it starts
 * a download; a range further in continues one, and counts when the purchase has none yet (a client
 * that asks for `bytes=1-` got the file all the same). So a buyer who received anything has a
 * download count above 0, which the refund rule reads. HEAD, 416 and an empty file send nothing.
 */
export interface RecordDeliveryOptions {
  actor: UserRow;
  productId: number;
  /** The purchase the delivery counts against, and whether it has one already; null for the creator's own file. */
  purchase: { id: number; delivered: boolean } | null;
  method: string;
  plan: DownloadPlan;
}

export async function recordDelivery(ctx: AppContext, options: RecordDeliveryOptions) {
  const { actor, productId, purchase, plan } = options;
  // No purchase: the creator's own file, which is no buyer's download.
  if (purchase === null || options.method === 'HEAD' || plan.status === 416 || plan.length === 0) return;
  // A range further in counts only for a purchase with no delivery yet, and a count never goes down: a player's
  // seeks after the first range write nothing.
  if (plan.start !== 0 && purchase.delivered) return;
  const purchaseId = purchase.id;
  await ctx.db.transaction(async (tx) => {
    // The condition is checked under the row's lock: two first ranges at once count once.
    const [counted] = await tx
      .update(purchases)
      .set({ downloadCount: sql`${purchases.downloadCount} + 1` })
      .where(and(eq(purchases.id, purchaseId), plan.start === 0 ? undefined : eq(purchases.downloadCount, 0)))
      .returning({ id: purchases.id });
    if (counted) await tx.insert(downloads).values({ userId: actor.id, productId, purchaseId });
  });
}
