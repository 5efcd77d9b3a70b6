import { and, eq } from 'drizzle-orm';
import type { AdminRefund, AdminRefundDecisionRequest } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { refunds, supportTickets } from '../../db/schema/care.js';
import { AppError, notFound } from '../../lib/errors.js';
import { recordAdminAction } from '../admin/record-admin-action.js';
import type { UserRow } from '../auth/present-user.js';
import { approveRefund } from './approve-refund.js';
import { assertAdmin } from '../auth/policy.js';
import { queryAdminRefunds } from './list-refunds.js';
import { queueRefundEmail } from './queue-refund-email.js';

export interface ReviewRefundOptions {
  actor: UserRow;
  refundId: number;
  decision: AdminRefundDecisionRequest;
  now: Date;
}

/**
 * An admin decides a refund held for review; approval runs the same service as automatic refunds.
 * The admin's note is stored in its own column beside the buyer's reason, and the decision commits
 * with its audit row.
 */
export async function reviewRefund(ctx: AppContext, options: ReviewRefundOptions): Promise<AdminRefund> {
  assertAdmin(ctx, options.actor);
  const { now } = options;
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.id, options.refundId)).limit(1);
  if (!refund) throw notFound('Refund');
  if (refund.status !== 'pending') throw new AppError('conflict', `This refund has already been ${refund.status}`);
  const decisionNote = options.decision.note || null;
  const decidedBy = options.actor.id;

  if (options.decision.decision === 'approve') {
    const { purchaseId, reason } = refund;
    await approveRefund(ctx, { purchaseId, refundId: refund.id, reason, decidedBy, decisionNote, now });
  } else {
    await ctx.db.transaction(async (tx) => {
      const [refused] = await tx
        .update(refunds)
        .set({ status: 'refused', decidedBy, decidedAt: now, decisionNote })
        .where(and(eq(refunds.id, refund.id), eq(refunds.status, 'pending')))
        .returning({ id: refunds.id });
      if (!refused) throw new AppError('conflict', 'This refund has already been decided');
      await recordAdminAction(tx, { actorId: decidedBy, action: 'refund.refuse', targetId: refund.id, note: decisionNote });
      const { purchaseId } = refund;
      await queueRefundEmail(tx, { siteUrl: ctx.config.siteUrl, purchaseId, approved: false, note: decisionNote });
    });
  }
  if (refund.ticketId)
    await ctx.db.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, refund.ticketId));
  const [answer] = await queryAdminRefunds(ctx.db, eq(refunds.id, refund.id));
  return answer!;
}
