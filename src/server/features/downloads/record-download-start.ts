import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { downloads, purchases } from '../../db/schema/commerce.js';

/** One row per download started by a buyer; the refund rule ("never downloaded") reads the count. */
export async function recordDownloadStart(db: Database, options: { userId: number; productId: number; purchaseId: number }) {
  await db.transaction(async (tx) => {
    await tx.insert(downloads).values(options);
    await tx
      .update(purchases)
      .set({ downloadCount: sql`${purchases.downloadCount} + 1` })
      .where(eq(purchases.id, options.purchaseId));
  });
}
