import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { adminAuditActions, adminAuditTargetTypes } from '../../../contract/admin.js';
import { users } from './auth.js';

/**
 * Every admin decision, written in the same transaction as the decision itself: a row exists exactly
 * when the change it describes was committed. Rows are never edited.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action', { enum: adminAuditActions }).notNull(),
    targetType: text('target_type', { enum: adminAuditTargetTypes }).notNull(),
    targetId: integer('target_id').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_log_created_idx').on(table.createdAt, table.id)],
);
