import { and, gte, isNotNull, lte } from 'drizzle-orm';
import { type PgColumn, union } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.js';
import { journalEntries } from '../../db/schema/care.js';
import { purchases } from '../../db/schema/commerce.js';
import { referrals } from '../../db/schema/referrals.js';
import { reviews } from '../../db/schema/reviews.js';
import { activateChakrasEarnedBy } from './activate-earned-chakras.js';

const DAY_MS = 86_400_000;
// A journey (Third Eye) completes as its purchase turns 90 days old, with no new event: its journal days lie within the 90 days.
const JOURNAL_LOOKBACK_DAYS = 92;
// Purchases, reviews and referrals are checked as they happen; the daily run catches a check that failed.
const EVENT_LOOKBACK_DAYS = 2;

export interface CheckActiveUsersOptions {
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * The daily chakra check (job `soul-evolution-daily`) for users with recent activity: streaks and
 * journeys change with the passing of days, not only with events. One user's failure is logged and
 * does not stop the others.
 */
export async function checkActiveUsers(ctx: Pick<AppContext, 'db'>, { now, log }: CheckActiveUsersOptions) {
  const { db } = ctx;
  const inLastDays = (column: PgColumn, days: number) =>
    and(gte(column, new Date(now.getTime() - days * DAY_MS)), lte(column, now));
  const active = await union(
    db
      .select({ userId: journalEntries.userId })
      .from(journalEntries)
      .where(and(isNotNull(journalEntries.userId), inLastDays(journalEntries.createdAt, JOURNAL_LOOKBACK_DAYS))),
    db.select({ userId: purchases.userId }).from(purchases).where(inLastDays(purchases.createdAt, EVENT_LOOKBACK_DAYS)),
    db.select({ userId: reviews.userId }).from(reviews).where(inLastDays(reviews.createdAt, EVENT_LOOKBACK_DAYS)),
    db.select({ userId: referrals.referrerId }).from(referrals).where(inLastDays(referrals.createdAt, EVENT_LOOKBACK_DAYS)),
  );
  let activated = 0;
  let failed = 0;
  for (const { userId } of active) {
    if (userId === null) continue;
    try {
      activated += (await activateChakrasEarnedBy(ctx, { userId, now })).length;
    } catch (error) {
      failed += 1;
      log.error({ err: error, userId }, 'daily chakra check failed for a user');
    }
  }
  return { checked: active.length, activated, failed };
}
