import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * A user's Soul Evolution beyond their achievements: the cycles completed (totalBuddhas) and when the
 * current cycle began. Made when a user first begins a new cycle; without a row the user is in their
 * first cycle, which began with the account. The current cycle's active chakras are its achievement rows.
 */
export const soulEvolutionRecords = pgTable(
  'soul_evolution_records',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalBuddhas: integer('total_buddhas').notNull().default(0),
    cycleStartedAt: timestamp('cycle_started_at', { withTimezone: true }),
  },
  (table) => [check('soul_evolution_records_buddhas_not_negative', sql`${table.totalBuddhas} >= 0`)],
);

/**
 * One chakra activated in one cycle (cycle 1 is the first, totalBuddhas + 1 the current one), kept for
 * good. The unique constraint makes concurrent checks of the same chakra write one row.
 */
export const chakraAchievements = pgTable(
  'chakra_achievements',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cycle: integer('cycle').notNull(),
    chakraNumber: integer('chakra_number').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Also serves reading a user's achievements of one cycle (its first two columns).
    unique('chakra_achievements_once_per_cycle').on(table.userId, table.cycle, table.chakraNumber),
    index('chakra_achievements_user_newest_idx').on(table.userId, table.unlockedAt.desc(), table.id.desc()),
    check('chakra_achievements_chakra_range', sql`${table.chakraNumber} between 1 and 7`),
    check('chakra_achievements_cycle_positive', sql`${table.cycle} >= 1`),
  ],
);
