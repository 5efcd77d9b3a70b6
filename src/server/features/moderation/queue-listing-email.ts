import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { listingDecision } from '../email/compose-email.js';
import { queueCreatorEmail } from '../email/queue-creator-email.js';

/**
 * Tells the creator, in the transaction that decides it, that their listing was approved, held for review
 * or not approved, with the moderator's advice as the product now keeps it (docs/decisions/048).
 */
export async function queueListingEmail(
  tx: Pick<Database, 'select' | 'insert'>,
  options: { siteUrl: string; productId: number; outcome: 'approved' | 'held' | 'rejected'; now: Date },
) {
  const [product] = await tx
    .select({
      title: products.title,
      creatorId: products.creatorId,
      advice: products.moderationFeedback,
      revision: products.pendingRevision,
    })
    .from(products)
    .where(eq(products.id, options.productId));
  if (!product) return;
  await queueCreatorEmail(tx, {
    creatorId: product.creatorId,
    kind: 'listing',
    eventKey: `${options.productId}:${options.outcome}:${options.now.toISOString()}`,
    message: ({ firstName }) =>
      listingDecision(options.siteUrl, {
        firstName,
        // A held change to a product on sale is told by its own title and advice (decision 047).
        title: product.revision?.title ?? product.title,
        outcome: options.outcome,
        advice: options.outcome === 'approved' ? null : (product.revision?.feedback ?? product.advice),
      }),
  });
}
