import { and, count, countDistinct, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { SoulEvolutionStats } from '../../../contract/soul-evolution.js';
import type { AppContext } from '../../context.js';
import { journalEntries } from '../../db/schema/care.js';
import { purchases } from '../../db/schema/commerce.js';
import { reviews } from '../../db/schema/reviews.js';
import { getSilverLiningsStreak, journalDayNumber } from './silver-linings-streak.js';
import { countReferralsMade } from '../referrals/count-referrals-made.js';
import type { UserRow } from '../auth/present-user.js';
import { currentCycle } from './soul-evolution-cycle.js';

const DAY_MS = 86_400_000;
const JOURNEY_DAYS = 90;
const JOURNEY_JOURNAL_DAYS = 30;

export interface GetSoulEvolutionStatsOptions {
  actor: UserRow;
  now: Date;
}

/** The current cycle's figures as of `now`: what the chakras not yet active are measured against. */
export async function getSoulEvolutionStats(
  ctx: Pick<AppContext, 'db'>,
  { actor, now }: GetSoulEvolutionStatsOptions,
): Promise<SoulEvolutionStats> {
  const cycle = await currentCycle(ctx, { userId: actor.id });
  return readSoulEvolutionStats(ctx, { userId: actor.id, now, since: cycle.startedAt });
}

/**
 * A step, not an action (the chakra check reads it for any user): the figures the chakra conditions read,
 * counted from the user's own rows as of `now`. `since` is the current cycle's start: only activity from
 * then on counts (null in the first cycle: all of it). Purchases count while they stand: a refunded one
 * counts for nothing.
 */
export async function readSoulEvolutionStats(
  ctx: Pick<AppContext, 'db'>,
  { userId, now, since }: { userId: number; now: Date; since: Date | null },
): Promise<SoulEvolutionStats> {
  const { db } = ctx;
  const standingPurchases = and(
    eq(purchases.userId, userId),
    eq(purchases.status, 'active'),
    since ? gte(purchases.createdAt, since) : undefined,
  );

  // Distinct UTC days the buyer wrote in their journal within the 90 days from a purchase.
  const journalDaysInJourney = db
    .select({ days: countDistinct(journalDayNumber) })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.userId, purchases.userId),
        gte(journalEntries.createdAt, purchases.createdAt),
        lt(journalEntries.createdAt, sql`${purchases.createdAt} + make_interval(days => ${JOURNEY_DAYS})`),
      ),
    );

  const [[bought], [reviewed], [journeys], silverLiningsStreak, referralsMade] = await Promise.all([
    db
      .select({ total: count(), products: countDistinct(purchases.productId) })
      .from(purchases)
      .where(standingPurchases),
    db
      .select({ total: count() })
      .from(reviews)
      .where(and(eq(reviews.userId, userId), since ? gte(reviews.createdAt, since) : undefined)),
    db
      .select({ total: count() })
      .from(purchases)
      .where(
        and(
          standingPurchases,
          lte(purchases.createdAt, new Date(now.getTime() - JOURNEY_DAYS * DAY_MS)),
          sql`(${journalDaysInJourney}) >= ${JOURNEY_JOURNAL_DAYS}`,
        ),
      ),
    getSilverLiningsStreak(ctx, { actor: { id: userId }, today: now, since }),
    countReferralsMade(db, { referrerId: userId, since }),
  ]);

  return {
    totalPurchases: bought?.total ?? 0,
    silverLiningsStreak,
    uniqueProductsTried: bought?.products ?? 0,
    reviewsLeft: reviewed?.total ?? 0,
    referralsMade,
    journeyCompletions: journeys?.total ?? 0,
  };
}
