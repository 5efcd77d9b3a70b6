import { and, between, desc, eq, isNull } from 'drizzle-orm';
import type { RecentPurchase } from '../../../contract/catalog.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/present-user.js';
import { users } from '../../db/schema/auth.js';
import { products } from '../../db/schema/catalog.js';
import { purchases } from '../../db/schema/commerce.js';
import { isPublished } from './present-product.js';

const RECENT_LIMIT = 10;
const RECENT_WINDOW_MS = 7 * 86_400_000;

/** "Maya R.": a buyer is shown by first name and last initial only, never in full or by e-mail. */
export function publicBuyerName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0).toUpperCase();
  return initial ? `${firstName.trim()} ${initial}.` : firstName.trim();
}

/** One purchase of the shared feed; the buyer's id stays on the server, to leave out the viewer's own. */
interface FeedRow extends RecentPurchase {
  buyerId: number;
}

/**
 * The shared feed: the latest real purchases of published products by buyers who chose to appear in it.
 * The same for every visitor, so it is cached for everyone; twice the shown number is read, so a
 * viewer whose own purchases are among them still sees a full list most of the time.
 */
async function readSharedFeed(ctx: Pick<AppContext, 'db'>, now: Date): Promise<FeedRow[]> {
  const rows = await ctx.db
    .select({
      buyerId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      productId: products.id,
      productTitle: products.title,
      purchasedAt: purchases.createdAt,
    })
    .from(purchases)
    .innerJoin(users, eq(users.id, purchases.userId))
    .innerJoin(products, eq(products.id, purchases.productId))
    .where(
      and(
        eq(purchases.status, 'active'),
        // Never a purchase dated ahead of now (a backdated import, another clock): "just purchased" means it happened.
        between(purchases.createdAt, new Date(now.getTime() - RECENT_WINDOW_MS), now),
        isPublished,
        // Only buyers who allow it (docs/decisions/045), read now: turning it off hides past purchases too.
        eq(users.showInActivityFeed, true),
        // A deleted account's purchases stay in the ledger but are not shown as anyone's.
        isNull(users.deletedAt),
      ),
    )
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(RECENT_LIMIT * 2);
  return rows.map((row) => ({
    buyerId: row.buyerId,
    buyerName: publicBuyerName(row.firstName, row.lastName),
    productId: row.productId,
    productTitle: row.productTitle,
    purchasedAt: row.purchasedAt.toISOString(),
  }));
}

export interface ListRecentPurchasesOptions {
  /** The signed-in visitor, whose own purchases are never shown to them; none for a signed-out visitor. */
  actor: UserRow | undefined;
  now: Date;
  /** The catalogue's shared cache (a few seconds, the same for everyone); none reads the database each time. */
  cached?: (key: string, load: () => Promise<string>) => Promise<string>;
}

/**
 * The social-proof popup's purchases: the shared feed, without the viewer's own (docs/decisions/045).
 * The answer is made per viewer from the one cached feed, so no visitor's answer is cached for another.
 */
export async function listRecentPurchases(
  ctx: Pick<AppContext, 'db'>,
  { actor, now, cached = (_key, load) => load() }: ListRecentPurchasesOptions,
): Promise<RecentPurchase[]> {
  const feed = JSON.parse(
    await cached('recent-purchases', async () => JSON.stringify(await readSharedFeed(ctx, now))),
  ) as FeedRow[];
  return feed
    .filter((row) => row.buyerId !== actor?.id)
    .slice(0, RECENT_LIMIT)
    .map(({ buyerId: _buyer, ...purchase }) => purchase);
}
