import type { FastifyBaseLogger } from 'fastify';
import { type Achievement, CHAKRAS } from '../../../contract/soul-evolution.js';
import type { Database } from '../../db/client.js';
import { chakraAchievements } from '../../db/schema/soul-evolution.js';
import { getSoulEvolutionStats } from './get-soul-evolution-stats.js';
import { presentAchievement } from './present-achievement.js';
import { activeChakrasOf, currentCycle } from './soul-evolution-cycle.js';

/**
 * Activates, in the current cycle, every chakra (or only `chakraNumber`) whose condition holds for the
 * user's figures as of `now`, and answers the achievements this call wrote. The unique (user, cycle,
 * chakra) constraint makes concurrent checks write each achievement once: the others write nothing.
 */
export async function activateEarnedChakras(
  db: Database,
  { userId, now, chakraNumber }: { userId: number; now: Date; chakraNumber?: number },
): Promise<Achievement[]> {
  const cycle = await currentCycle(db, userId);
  const active = new Set(await activeChakrasOf(db, userId, cycle.number));
  const candidates = CHAKRAS.filter(
    (chakra) => !active.has(chakra.number) && (chakraNumber === undefined || chakra.number === chakraNumber),
  );
  if (candidates.length === 0) return [];
  const stats = await getSoulEvolutionStats(db, { userId, now, since: cycle.startedAt });
  const earned = candidates.filter((chakra) => chakra.holds(stats));
  if (earned.length === 0) return [];
  const written = await db
    .insert(chakraAchievements)
    .values(earned.map((chakra) => ({ userId, cycle: cycle.number, chakraNumber: chakra.number, unlockedAt: now })))
    .onConflictDoNothing()
    .returning();
  return written.sort((a, b) => a.chakraNumber - b.chakraNumber).map(presentAchievement);
}

/**
 * The check after a purchase, journal entry, review or referral, once that change is committed. It never
 * fails the action that called it: a failure is logged, and the daily check catches up.
 */
export async function activateChakrasAfterActivity(
  ctx: { db: Database },
  { userId, now, log }: { userId: number; now: Date; log: FastifyBaseLogger },
) {
  try {
    await activateEarnedChakras(ctx.db, { userId, now });
  } catch (error) {
    log.error({ err: error, userId }, 'chakra activation check failed');
  }
}
