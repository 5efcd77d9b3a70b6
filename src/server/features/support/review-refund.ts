import { eq } from 'drizzle-orm';
import type { AdminRefund, AdminRefundDecisionRequest } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { refunds, supportTickets } from '../../db/schema/care.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/present-user.js';
import { approveRefund } from './approve-refund.js';
import { assertAdmin } from '../auth/policy.js';
import { queryAdminRefunds } from './list-refunds.js';

/** An admin decides a refund held for review; approval runs the same service as automatic refunds. */
export async function reviewRefund(
  ctx: AppContext,
  options: { actor: UserRow; refundId: number; decision: AdminRefundDecisionRequest; now?: Date },
): Promise<AdminRefund> {
  assertAdmin(ctx, options.actor);
  const now = options.now ?? new Date();
  const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.id, options.refundId)).limit(1);
  if (!refund) throw notFound('Refund');
  if (refund.status !== 'pending') throw new AppError('conflict', `This refund has already been ${refund.status}`);
  // The note is kept with the reason: the refunds table has one text for why it was decided so.
  const reason = options.decision.note ? `${refund.reason}. Decision: ${options.decision.note}` : refund.reason;

  if (options.decision.decision === 'approve') {
    await approveRefund(ctx, { purchaseId: refund.purchaseId, refundId: refund.id, reason, decidedBy: options.actor.id, now });
  } else {
    await ctx.db
      .update(refunds)
      .set({ status: 'refused', reason, decidedBy: options.actor.id, decidedAt: now })
      .where(eq(refunds.id, refund.id));
  }
  if (refund.ticketId)
    await ctx.db.update(supportTickets).set({ status: 'closed' }).where(eq(supportTickets.id, refund.ticketId));
  const [answer] = await queryAdminRefunds(ctx.db, eq(refunds.id, refund.id));
  return answer!;
}
