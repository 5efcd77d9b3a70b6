import { desc, eq } from 'drizzle-orm';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from '../../../contract/admin.js';
import type { AppContext } from '../../context.js';
import { adminAuditLog } from '../../db/schema/admin.js';
import { users } from '../../db/schema/auth.js';
import { assertAdmin } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

export interface ListAuditLogOptions {
  actor: UserRow;
  page: number;
}

/** The admin decisions, newest first, one page at a time. */
export async function listAuditLog(ctx: AppContext, { actor, page }: ListAuditLogOptions): Promise<AuditLogPage> {
  assertAdmin(ctx, actor);
  // One row more than a page tells whether another page follows without counting the table.
  const rows = await ctx.db
    .select({ entry: adminAuditLog, actorEmail: users.email })
    .from(adminAuditLog)
    .innerJoin(users, eq(users.id, adminAuditLog.actorId))
    .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
    .limit(AUDIT_LOG_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_LOG_PAGE_SIZE);
  return {
    entries: rows.slice(0, AUDIT_LOG_PAGE_SIZE).map(({ entry, actorEmail }) => ({
      id: entry.id,
      createdAt: entry.createdAt.toISOString(),
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      note: entry.note,
      actor: { id: entry.actorId, email: actorEmail },
    })),
    page,
    hasMore: rows.length > AUDIT_LOG_PAGE_SIZE,
  };
}
