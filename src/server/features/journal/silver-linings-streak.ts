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

/** The Silver Linings streak for Soul Evolution (silverLiningsStreak). */
export async function getSilverLiningsStreak(
  ctx: AppContext,
  { actor, today }: { actor: UserRow; today: Date },
): Promise<number> {
  const dayNumber = sql<number>`floor(extract(epoch from ${journalEntries.createdAt}) / 86400)::int`;
  // One row per day written, newest first; three years covers every streak the chakras ask for.
  const rows = await ctx.db
    .selectDistinct({ day: dayNumber })
    .from(journalEntries)
    .where(and(eq(journalEntries.userId, actor.id), gte(journalEntries.createdAt, new Date(today.getTime() - 3 * 366 * DAY_MS))))
    .orderBy(desc(dayNumber));
  return streakFromDays(
    rows.map((row) => Number(row.day)),
    today,
  );
}
