import type { Achievement } from '../../../contract/soul-evolution.js';
import { CHAKRAS } from '../../../contract/soul-evolution.js';
import type { chakraAchievements } from '../../db/schema/soul-evolution.js';

type AchievementRow = typeof chakraAchievements.$inferSelect;

export function presentAchievement(row: AchievementRow): Achievement {
  const chakra = CHAKRAS[row.chakraNumber - 1]!;
  return {
    id: row.id,
    chakraNumber: row.chakraNumber,
    chakraName: chakra.name,
    description: chakra.condition,
    cycle: row.cycle,
    unlockedAt: row.unlockedAt.toISOString(),
  };
}
