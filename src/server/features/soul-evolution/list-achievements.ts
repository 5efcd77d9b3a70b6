import { desc, eq } from 'drizzle-orm';
import type { AchievementList } from '../../../contract/soul-evolution.js';
import type { AppContext } from '../../context.js';
import { chakraAchievements } from '../../db/schema/soul-evolution.js';
import type { UserRow } from '../auth/present-user.js';
import { presentAchievement } from './present-achievement.js';

export interface ListAchievementsOptions {
  actor: UserRow;
}

/** Every achievement of every cycle, newest first. */
export async function listAchievements(
  ctx: Pick<AppContext, 'db'>,
  { actor }: ListAchievementsOptions,
): Promise<AchievementList> {
  const rows = await ctx.db
    .select()
    .from(chakraAchievements)
    .where(eq(chakraAchievements.userId, actor.id))
    .orderBy(desc(chakraAchievements.unlockedAt), desc(chakraAchievements.id));
  return { achievements: rows.map(presentAchievement) };
}
