import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { CreatorLevel } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { products } from '../../db/schema/catalog.js';
import { sales } from '../../db/schema/commerce.js';
import { referrals } from '../../db/schema/referrals.js';
import { reviews } from '../../db/schema/reviews.js';
import type { UserRow } from '../auth/present-user.js';
import { levelFor } from './creator-levels.js';

const COMMUNITY_BUILDER_INTERACTIONS = 10;
const IMPACT_MAKER_REVIEWS = 5;

/**
 * The creator's level and badges, from their own rows only: nothing here can be set by a request.
 * Net sales are what buyers paid minus refunds (a refund's reversal row negates its sale), before fees:
 * the figure the dashboard shows as total revenue (decision 1NN).
 */
export async function getCreatorLevel(ctx: AppContext, { actor }: { actor: UserRow }): Promise<CreatorLevel> {
  const { db } = ctx;
  const [ledger] = await db
    .select({
      netCents: sql<number>`coalesce(sum(${sales.amountCents}), 0)::int`,
      standing: sql<number>`coalesce(sum(case when ${sales.kind} = 'sale' then 1 else -1 end), 0)::int`,
    })
    .from(sales)
    .where(eq(sales.creatorId, actor.id));
  // A product that went on sale: published now, or archived after being published.
  const [launched] = await db
    .select({ total: count() })
    .from(products)
    .where(and(eq(products.creatorId, actor.id), inArray(products.status, ['published', 'archived'])));
  const [reviewed] = await db
    .select({
      reviews: sql<number>`coalesce(sum(${products.reviewCount}), 0)::int`,
      ratingSum: sql<number>`coalesce(sum(${products.ratingSum}), 0)::int`,
    })
    .from(products)
    .where(eq(products.creatorId, actor.id));
  const [replies] = await db
    .select({ total: count() })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(and(eq(products.creatorId, actor.id), isNotNull(reviews.reply)));
  const [referred] = await db.select({ total: count() }).from(referrals).where(eq(referrals.referrerId, actor.id));

  const launchedCount = launched?.total ?? 0;
  const interactions = (replies?.total ?? 0) + (referred?.total ?? 0);
  const reviewCount = reviewed?.reviews ?? 0;
  // An average of 4.5 or more, compared in whole numbers: sum / count >= 9 / 2.
  const wellRated = reviewCount > 0 && (reviewed?.ratingSum ?? 0) * 2 >= reviewCount * 9;
  return {
    ...levelFor(ledger?.netCents ?? 0, ledger?.standing ?? 0),
    badges: [
      {
        id: 'product-launcher',
        name: 'Product Launcher',
        description: 'Published your first product.',
        earned: launchedCount >= 1,
        current: Math.min(launchedCount, 1),
        target: 1,
      },
      {
        id: 'community-builder',
        name: 'Community Builder',
        description: `${COMMUNITY_BUILDER_INTERACTIONS} community interactions: replies to reviews and friends who joined through your link.`,
        earned: interactions >= COMMUNITY_BUILDER_INTERACTIONS,
        current: Math.min(interactions, COMMUNITY_BUILDER_INTERACTIONS),
        target: COMMUNITY_BUILDER_INTERACTIONS,
      },
      {
        id: 'impact-maker',
        name: 'Impact Maker',
        description: `${IMPACT_MAKER_REVIEWS} reviews averaging 4.5 stars or more.`,
        earned: reviewCount >= IMPACT_MAKER_REVIEWS && wellRated,
        current: Math.min(reviewCount, IMPACT_MAKER_REVIEWS),
        target: IMPACT_MAKER_REVIEWS,
      },
    ],
  };
}
