import type { FastifyBaseLogger } from 'fastify';
import { type Achievement, CHAKRAS } from '../../../contract/soul-evolution.js';
import type { AppContext } from '../../context.js';
import { chakraAchievements } from '../../db/schema/soul-evolution.js';
import type { UserRow } from '../auth/present-user.js';
import { readSoulEvolutionStats } from './get-soul-evolution-stats.js';
import { presentAchievement } from './present-achievement.js';
import { activeChakrasOf, currentCycle } from './soul-evolution-cycle.js';

export interface ActivateEarnedChakrasOptions {
  actor: UserRow;
  now: Date;
  // Only this chakra is checked; all of them without it.
  chakraNumber?: number | undefined;
}

/** Checks the signed-in user's chakras now (or only `chakraNumber`): it unlocks only what their data has earned. */
export function activateEarnedChakras(
  ctx: Pick<AppContext, 'db'>,
  { actor, now, chakraNumber }: ActivateEarnedChakrasOptions,
): Promise<Achievement[]> {
  return activateChakrasEarnedBy(ctx, { userId: actor.id, now, chakraNumber });
}

/**
 * A step, not an action (the daily job and the check after an activity run it for any user): activates,
 * in the current cycle, every chakra (or only `chakraNumber`) whose condition holds for the user's
 * figures as of `now`, and answers the achievements this call wrote. The unique (user, cycle, chakra)
 * constraint makes concurrent checks write each achievement once: the others write nothing.
 */
export async function activateChakrasEarnedBy(
  ctx: Pick<AppContext, 'db'>,
  { userId, now, chakraNumber }: { userId: number; now: Date; chakraNumber?: number | undefined },
): Promise<Achievement[]> {
  const cycle = await currentCycle(ctx, { userId });
  const active = new Set(await activeChakrasOf(ctx, { userId, cycle: cycle.number }));
  const candidates = CHAKRAS.filter(
    (chakra) => !active.has(chakra.number) && (chakraNumber === undefined || chakra.number === chakraNumber),
  );
  if (candidates.length === 0) return [];
  const stats = await readSoulEvolutionStats(ctx, { userId, now, since: cycle.startedAt });
  const earned = candidates.filter((chakra) => chakra.holds(stats));
  if (earned.length === 0) return [];
  const written = await ctx.db
    .insert(chakraAchievements)
    .values(earned.map((chakra) => ({ userId, cycle: cycle.number, chakraNumber: chakra.number, unlockedAt: now })))
    .onConflictDoNothing()
    .returning();
  return written.sort((a, b) => a.chakraNumber - b.chakraNumber).map(presentAchievement);
}

/**
 * The check after a purchase, journal entry, review or referral, run by the action that caused it once its
 * change is committed (a step: `userId` is whoever the activity counts for, the referrer for a sign-up). It
 * never fails the action that called it: a failure is logged, and the daily check catches up.
 */
export async function activateChakrasAfterActivity(
  ctx: Pick<AppContext, 'db'>,
  { userId, now, log }: { userId: number; now: Date; log: FastifyBaseLogger },
) {
  try {
    await activateChakrasEarnedBy(ctx, { userId, now });
  } catch (error) {
    log.error({ err: error, userId }, 'chakra activation check failed');
  }
}
