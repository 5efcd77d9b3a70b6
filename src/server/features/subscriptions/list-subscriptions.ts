import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { centsToPrice } from '../../../contract/money.js';
import type { Subscription } from '../../../contract/subscriptions.js';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { subscriptions } from '../../db/schema/commerce.js';
import { updateSince } from '../../lib/product-update.js';
import type { UserRow } from '../auth/present-user.js';
import { presentCover } from '../images/present-cover.js';
import { subscriptionGivesAccess } from './access.js';

function selectSubscriptions(db: Database, now: Date) {
  return db
    .select({
      subscription: subscriptions,
      hasAccess: sql<boolean>`${subscriptionGivesAccess(now)}`,
      title: products.title,
      imageKey: products.imageKey,
      imagePlaceholder: products.imagePlaceholder,
      fileName: products.fileName,
      fileSize: products.fileSize,
      fileUpdatedAt: products.fileUpdatedAt,
      updateNote: products.updateNote,
    })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.productId));
}

type SubscriptionRow = Awaited<ReturnType<typeof selectSubscriptions>>[number];

export function presentSubscription(row: SubscriptionRow): Subscription {
  const { subscription } = row;
  return {
    id: subscription.id,
    status: subscription.status,
    interval: subscription.interval,
    price: centsToPrice(subscription.priceCents),
    product: {
      id: subscription.productId,
      title: row.title,
      ...presentCover(row),
      fileName: row.fileName,
      fileSize: row.fileSize,
      ...updateSince(subscription.createdAt, row),
    },
    currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
    trialEndsAt: subscription.trialEndsAt?.toISOString() ?? null,
    canceledAt: subscription.canceledAt?.toISOString() ?? null,
    nextAttemptAt: subscription.nextAttemptAt?.toISOString() ?? null,
    hasAccess: row.hasAccess,
  };
}

/** The buyer's subscriptions that have not ended, newest first. */
export async function listSubscriptions(ctx: AppContext, { actor, now }: { actor: UserRow; now: Date }): Promise<Subscription[]> {
  const rows = await selectSubscriptions(ctx.db, now)
    .where(and(eq(subscriptions.userId, actor.id), ne(subscriptions.status, 'ended')))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map(presentSubscription);
}

/** One subscription of the buyer, as the list shows it. */
export async function getSubscription(ctx: AppContext, { actor, id, now }: { actor: UserRow; id: number; now: Date }) {
  const [row] = await selectSubscriptions(ctx.db, now).where(and(eq(subscriptions.id, id), eq(subscriptions.userId, actor.id)));
  return row ? presentSubscription(row) : undefined;
}
