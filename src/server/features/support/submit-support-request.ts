import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SupportAnswer, supportRequest } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { refunds, supportTickets } from '../../db/schema/care.js';
import { SAFETY_MESSAGE } from '../../lib/safety.js';
import type { AiLogger } from '../../providers/ai/ai-provider.js';
import type { UserRow } from '../auth/present-user.js';
import { escalationReasons } from './escalation.js';
import { requestRefund } from './request-refund.js';

export const HUMAN_FOLLOW_UP =
  'A person from our team will review this and reply by e-mail, usually within 24 hours (Mon-Fri 9-5 GMT)';

/**
 * Answers a support request and keeps it as a ticket. Refund requests with a product ID follow the
 * refund rules; everything else is answered by the AI assistant. The escalation rules then decide,
 * whatever the AI said, whether a person must take over.
 */
export async function submitSupportRequest(
  ctx: AppContext,
  options: { user: UserRow; input: z.output<typeof supportRequest>; now?: Date; log?: AiLogger },
): Promise<SupportAnswer> {
  const { user, input } = options;
  const now = options.now ?? new Date();
  const refund =
    input.type === 'refund' && input.productId !== undefined
      ? await requestRefund(ctx, { user, productId: input.productId, now, ...(options.log ? { log: options.log } : {}) })
      : undefined;
  let answer = refund
    ? {
        response: refund.response,
        suggestedActions: refund.actions,
        escalateToHuman: refund.status === 'pending',
        category: 'refund' as const,
      }
    : (await ctx.ai.generate('support', input, options.log)).value;

  const reasons = escalationReasons(input);
  if (reasons.includes('safety')) answer = { ...answer, response: `${SAFETY_MESSAGE} ${answer.response}`, category: 'safety' };
  else if (reasons.includes('legal') && answer.category !== 'refund') answer = { ...answer, category: 'policy_legal' };
  else if (reasons.includes('payment_dispute') && answer.category !== 'refund') answer = { ...answer, category: 'billing' };
  const escalateToHuman = answer.escalateToHuman || reasons.length > 0;
  const suggestedActions =
    escalateToHuman && !answer.suggestedActions.includes(HUMAN_FOLLOW_UP)
      ? [...answer.suggestedActions, HUMAN_FOLLOW_UP]
      : answer.suggestedActions;

  const [ticket] = await ctx.db
    .insert(supportTickets)
    .values({
      userId: user.id,
      type: input.type,
      priority: input.priority,
      message: input.message,
      productId: refund && refund.refundId !== undefined ? input.productId : null,
      category: answer.category,
      response: answer.response,
      suggestedActions,
      escalateToHuman,
      status: escalateToHuman ? 'awaiting_human' : 'resolved',
    })
    .returning({ id: supportTickets.id });
  if (refund?.refundId !== undefined) {
    await ctx.db
      .update(refunds)
      .set({ ticketId: ticket!.id })
      .where(and(eq(refunds.id, refund.refundId), isNull(refunds.ticketId)));
  }

  return {
    response: answer.response,
    suggestedActions,
    escalateToHuman,
    category: answer.category,
    ticketId: ticket!.id,
    refundStatus: refund?.status ?? null,
  };
}
