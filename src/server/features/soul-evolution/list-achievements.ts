import { desc, eq } from 'drizzle-orm';
import type { AchievementList } from '../../../contract/soul-evolution.js';
import type { Database } from '../../db/client.js';
import { chakraAchievements } from '../../db/schema/soul-evolution.js';
import { presentAchievement } from './present-achievement.js';

/** Every achievement of every cycle, newest first. */
export async function listAchievements(db: Database, { userId }: { userId: number }): Promise<AchievementList> {
  const rows = await db
    .select()
    .from(chakraAchievements)
    .where(eq(chakraAchievements.userId, userId))
    .orderBy(desc(chakraAchievements.unlockedAt), desc(chakraAchievements.id));
  return { achievements: rows.map(presentAchievement) };
}
