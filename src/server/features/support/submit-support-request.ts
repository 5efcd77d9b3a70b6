import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { SupportAnswer, supportRequest } from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { refunds, supportTickets } from '../../db/schema/care.js';
import type { AiLogger } from '../../providers/ai/ai-provider.js';
import type { UserRow } from '../auth/present-user.js';
import { applyEscalation } from './escalation.js';
import { requestRefund } from './request-refund.js';

export type SubmitSupportRequestOptions = z.output<typeof supportRequest> & { actor: UserRow; now: Date; log?: AiLogger };

/**
 * Answers a support request and keeps it as a ticket. Refund requests with a product ID follow the
 * refund rules; everything else is answered by the AI assistant. The escalation rules then decide,
 * whatever the AI said, whether a person must take over.
 */
export async function submitSupportRequest(
  ctx: AppContext,
  { actor, now, log, ...input }: SubmitSupportRequestOptions,
): Promise<SupportAnswer> {
  const refund =
    input.type === 'refund' && input.productId !== undefined
      ? await requestRefund(ctx, { actor, productId: input.productId, now, ...(log ? { log } : {}) })
      : undefined;
  // The AI provider's gate has read the message already; the refund rules' answer is read by applyEscalation.
  const answer = refund
    ? applyEscalation(input, {
        response: refund.response,
        suggestedActions: refund.actions,
        escalateToHuman: refund.status === 'pending',
        addressed: refund.status !== 'pending',
        category: 'refund',
      })
    : await ctx.ai.generate('support', input, log).then(({ value, crisis }) => applyEscalation(input, value, { crisis }));
  const { escalateToHuman, suggestedActions } = answer;
  const resolved = !escalateToHuman && answer.addressed;

  const [ticket] = await ctx.db
    .insert(supportTickets)
    .values({
      userId: actor.id,
      type: input.type,
      priority: input.priority,
      message: input.message,
      productId: refund && refund.refundId !== undefined ? input.productId : null,
      category: answer.category,
      response: answer.response,
      suggestedActions,
      escalateToHuman,
      status: escalateToHuman ? 'awaiting_human' : resolved ? 'resolved' : 'answered',
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
    resolved,
    category: answer.category,
    ticketId: ticket!.id,
    refundStatus: refund?.status ?? null,
    crisis: answer.crisis,
  };
}
