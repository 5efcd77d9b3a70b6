import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chakraAchievements, soulEvolutionRecords } from '../../db/schema/soul-evolution.js';

/**
 * The user's current cycle: its number (totalBuddhas + 1) and when it began (null for the first, which
 * began with the account, so all of the user's activity counts).
 */
export async function currentCycle(db: Database, userId: number) {
  const [record] = await db
    .select({ totalBuddhas: soulEvolutionRecords.totalBuddhas, startedAt: soulEvolutionRecords.cycleStartedAt })
    .from(soulEvolutionRecords)
    .where(eq(soulEvolutionRecords.userId, userId));
  const totalBuddhas = record?.totalBuddhas ?? 0;
  return { number: totalBuddhas + 1, totalBuddhas, startedAt: record?.startedAt ?? null };
}

/** The chakras active in a cycle: those with an achievement in it, in order. */
export async function activeChakrasOf(db: Database, userId: number, cycle: number): Promise<number[]> {
  const rows = await db
    .select({ chakraNumber: chakraAchievements.chakraNumber })
    .from(chakraAchievements)
    .where(and(eq(chakraAchievements.userId, userId), eq(chakraAchievements.cycle, cycle)))
    .orderBy(asc(chakraAchievements.chakraNumber));
  return rows.map((row) => row.chakraNumber);
}
