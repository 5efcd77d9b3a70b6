import type { AdminAuditAction, AdminAuditTargetType } from '../../../contract/admin.js';
import type { Database } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/admin.js';

const targetTypeByAction: Record<AdminAuditAction, AdminAuditTargetType> = {
  'product.approve': 'product',
  'product.reject': 'product',
  'refund.approve': 'refund',
  'refund.refuse': 'refund',
  'ticket.reply': 'ticket',
  'ticket.close': 'ticket',
  'user.suspend': 'user',
  'user.unsuspend': 'user',
  'user.two_factor_reset': 'user',
};

/**
 * Writes the audit row of an admin decision. Call it with the decision's own transaction, so the row
 * is committed exactly when the decision is.
 */
export async function recordAdminAction(
  tx: Pick<Database, 'insert'>,
  entry: { actorId: number; action: AdminAuditAction; targetId: number; note: string | null },
) {
  await tx.insert(adminAuditLog).values({ ...entry, targetType: targetTypeByAction[entry.action] });
}
