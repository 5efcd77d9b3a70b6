import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Where a creator is in the onboarding guide, one row per user, made on their first change. `currentStep`
 * counts the guide's steps marked done in order (0 to 7: an index into CREATOR_ONBOARDING_STEPS, 7 when all
 * are); it only grows. Steps whose work is done (a published product) are worked out when read, not stored.
 */
export const creatorOnboarding = pgTable(
  'creator_onboarding',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currentStep: integer('current_step').notNull().default(0),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('creator_onboarding_step_range', sql`${table.currentStep} between 0 and 7`)],
);
