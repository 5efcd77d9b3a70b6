import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { journalEntries } from '../../db/schema/care.js';
import type { UserRow } from '../auth/present-user.js';

const DAY_MS = 86_400_000;

function utcDay(date: Date): number {
  return Math.floor(date.getTime() / DAY_MS);
}

/**
 * Consecutive UTC calendar days with at least one entry, ending today or yesterday (a streak is not
 * broken until a whole day passes without writing). `days` are UTC day numbers, in any order.
 */
export function streakFromDays(days: Iterable<number>, today: Date): number {
  const written = new Set(days);
  const todayNumber = utcDay(today);
  let day = written.has(todayNumber) ? todayNumber : todayNumber - 1;
  let streak = 0;
  while (written.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

/** The UTC calendar day (days since 1970-01-01) an entry was written on. */
export const journalDayNumber = sql<number>`floor(extract(epoch from ${journalEntries.createdAt}) / 86400)::int`;

/**
 * The Silver Linings streak for Soul Evolution (silverLiningsStreak). With `since` (a Soul Evolution
 * cycle's start) only entries written from then on count.
 */
export async function getSilverLiningsStreak(
  ctx: Pick<AppContext, 'db'>,
  { actor, today, since }: { actor: Pick<UserRow, 'id'>; today: Date; since?: Date | null },
): Promise<number> {
  // One row per day written, newest first; three years covers every streak the chakras ask for.
  const threeYearsAgo = new Date(today.getTime() - 3 * 366 * DAY_MS);
  const from = since && since > threeYearsAgo ? since : threeYearsAgo;
  const rows = await ctx.db
    .selectDistinct({ day: journalDayNumber })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, actor.id), gte(journalEntries.createdAt, from)))
    .orderBy(desc(journalDayNumber));
  return streakFromDays(
    rows.map((row) => Number(row.day)),
    today,
  );
}
