import { and, eq, sql } from 'drizzle-orm';
import { CHAKRA_COUNT, type SoulEvolutionRecord } from '../../../contract/soul-evolution.js';
import type { AppContext } from '../../context.js';
import { chakraAchievements, soulEvolutionRecords } from '../../db/schema/soul-evolution.js';
import { AppError } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import { activeChakrasOf, currentCycle } from './soul-evolution-cycle.js';

export interface BeginNewCycleOptions {
  actor: UserRow;
  now: Date;
}

/**
 * With all seven chakras active, completes the cycle: totalBuddhas + 1 and a new cycle from `now`, with
 * no chakra active; the achievements stay. One conditional update, so two requests at once complete
 * the cycle once (the second finds the new, empty cycle and is refused).
 */
export async function beginNewCycle(
  ctx: Pick<AppContext, 'db'>,
  { actor, now }: BeginNewCycleOptions,
): Promise<SoulEvolutionRecord> {
  const { db } = ctx;
  const userId = actor.id;
  await db.insert(soulEvolutionRecords).values({ userId }).onConflictDoNothing();
  const activeInCurrentCycle = db
    .select({ total: sql`count(*)` })
    .from(chakraAchievements)
    .where(
      and(eq(chakraAchievements.userId, userId), eq(chakraAchievements.cycle, sql`${soulEvolutionRecords.totalBuddhas} + 1`)),
    );
  const [record] = await db
    .update(soulEvolutionRecords)
    .set({ totalBuddhas: sql`${soulEvolutionRecords.totalBuddhas} + 1`, cycleStartedAt: now })
    .where(and(eq(soulEvolutionRecords.userId, userId), sql`(${activeInCurrentCycle}) = ${CHAKRA_COUNT}`))
    .returning({ totalBuddhas: soulEvolutionRecords.totalBuddhas });
  if (!record) {
    const cycle = await currentCycle(ctx, { userId });
    const active = (await activeChakrasOf(ctx, { userId, cycle: cycle.number })).length;
    throw new AppError(
      'conflict',
      `A new cycle begins once all ${CHAKRA_COUNT} chakras are active; ${active} of ${CHAKRA_COUNT} are active now.`,
    );
  }
  return { activatedChakras: [], totalBuddhas: record.totalBuddhas };
}
