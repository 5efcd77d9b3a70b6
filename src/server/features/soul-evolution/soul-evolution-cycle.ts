import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { chakraAchievements, soulEvolutionRecords } from '../../db/schema/soul-evolution.js';

// Steps the Soul Evolution actions share, not actions: they take the user's id, as the daily job runs them too.

/**
 * The user's current cycle: its number (totalBuddhas + 1) and when it began (null for the first, which
 * began with the account, so all of the user's activity counts).
 */
export async function currentCycle(ctx: Pick<AppContext, 'db'>, { userId }: { userId: number }) {
  const [record] = await ctx.db
    .select({ totalBuddhas: soulEvolutionRecords.totalBuddhas, startedAt: soulEvolutionRecords.cycleStartedAt })
    .from(soulEvolutionRecords)
    .where(eq(soulEvolutionRecords.userId, userId));
  const totalBuddhas = record?.totalBuddhas ?? 0;
  return { number: totalBuddhas + 1, totalBuddhas, startedAt: record?.startedAt ?? null };
}

/** The chakras active in a cycle: those with an achievement in it, in order. */
export async function activeChakrasOf(
  ctx: Pick<AppContext, 'db'>,
  { userId, cycle }: { userId: number; cycle: number },
): Promise<number[]> {
  const rows = await ctx.db
    .select({ chakraNumber: chakraAchievements.chakraNumber })
    .from(chakraAchievements)
    .where(and(eq(chakraAchievements.userId, userId), eq(chakraAchievements.cycle, cycle)))
    .orderBy(asc(chakraAchievements.chakraNumber));
  return rows.map((row) => row.chakraNumber);
}
