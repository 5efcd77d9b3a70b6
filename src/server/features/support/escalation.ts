import type { CrisisSupport } from '../../../contract/crisis.js';
import type { SupportCategory, SupportPriority } from '../../../contract/support.js';
import { crisisSupportFor, readRisk } from '../../lib/safety/read-risk.js';
import { supportReplyAtRisk } from '../../providers/ai/safe-replies.js';

export type EscalationReason = 'urgent' | 'payment_dispute' | 'legal' | 'data_request' | 'safety' | 'crisis';

// A legal claim names a right, a lawyer or a taking; a question about the terms does not.
const LEGAL =
  /\b(lawyers?|solicitors?|attorneys?|legal action|sue|suing|lawsuit|court|trading standards|small claims|copyright|infring\w*|dmca|trademark\w*|plagiari[sz]\w*|without (my |our )?(permission|consent)|never (licensed|licenced|agreed|gave (\w+ )?(permission|consent))|copied my|stole my|stolen (my )?(work|art|artwork|design|content|photos?|ebook|book|painting|music|track))\b/i;

/** Which intents a person must handle, whatever the assistant said. */
const ESCALATED: Partial<Record<SupportCategory, EscalationReason>> = {
  charge_dispute: 'payment_dispute',
  data_request: 'data_request',
  safety: 'safety',
  crisis: 'crisis',
};

/**
 * Which rules say a person must handle this request: someone at risk, danger or harassment, a money
 * dispute, a legal claim, a data request, or urgent priority.
 */
export function escalationReasons(
  input: { priority: SupportPriority; message: string },
  category: SupportCategory,
): EscalationReason[] {
  const reasons: EscalationReason[] = [];
  if (input.priority === 'urgent') reasons.push('urgent');
  const byIntent = ESCALATED[category];
  if (byIntent) reasons.push(byIntent);
  if (category === 'policy_legal' && LEGAL.test(input.message)) reasons.push('legal');
  return reasons;
}

export const HUMAN_FOLLOW_UP =
  'A person from our team will review this and reply by e-mail, usually within 24 hours (Mon-Fri 9-5 GMT)';

interface AssistantAnswer {
  response: string;
  suggestedActions: string[];
  escalateToHuman: boolean;
  addressed: boolean;
  category: SupportCategory;
}

/**
 * Applies the safety gate and the escalation rules to an answer from any engine (or from the refund
 * rules): someone at risk gets the safe reply, the resources card and a person; otherwise a person
 * follows up whenever a rule or the assistant says so. An AI answer has been through the provider's
 * gate already (`gated` carries its reading); the refund rules' answer is read here.
 */
export function applyEscalation(
  input: { priority: SupportPriority; message: string },
  answer: AssistantAnswer,
  gated?: { crisis: CrisisSupport | null },
): AssistantAnswer & { reasons: EscalationReason[]; crisis: CrisisSupport | null } {
  let shaped = answer;
  let crisis = gated?.crisis;
  if (crisis === undefined) {
    const reading = readRisk(input.message);
    crisis = crisisSupportFor(reading);
    if (reading.atRisk) shaped = supportReplyAtRisk(reading, input.message);
  }
  const reasons = escalationReasons(input, shaped.category);
  const escalateToHuman = shaped.escalateToHuman || reasons.length > 0;
  const suggestedActions =
    escalateToHuman && !shaped.suggestedActions.includes(HUMAN_FOLLOW_UP)
      ? [...shaped.suggestedActions, HUMAN_FOLLOW_UP]
      : shaped.suggestedActions;
  return { ...shaped, escalateToHuman, suggestedActions, reasons, crisis };
}
