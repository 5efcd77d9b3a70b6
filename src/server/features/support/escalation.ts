import type { SupportCategory, SupportPriority } from '../../../contract/support.js';
import { detectSafetyConcern, withSafetyMessage } from '../../lib/safety.js';

export type EscalationReason = 'urgent' | 'payment_dispute' | 'legal' | 'safety';

const PAYMENT_DISPUTE =
  /\b(charge ?backs?|disputes?|disputed|disputing|charged (me )?(twice|two times|double)|double[- ]charged|fraud\w*|unauthori[sz]ed (charge|payment|transaction)s?|(charge|payment)s? (on my statement )?(that )?i (don't|do not|didn't|did not) (recognise|recognize|make|authorise|authorize))\b/i;
const LEGAL =
  /\b(lawyers?|solicitors?|attorneys?|legal action|sue|suing|lawsuit|court|gdpr|subject access request|data protection (request|act)|trading standards|small claims|copyright|infring\w*|dmca|trademark\w*|plagiari[sz]\w*|without (my )?permission|copied my|stole my|stolen (my )?(work|art|artwork|design|content|photos?|ebook|book))\b/i;

/**
 * Which rules say a person must handle this request, whatever the AI answered: urgent priority,
 * payment disputes, legal and copyright matters and anything that suggests someone is at risk.
 */
export function escalationReasons(input: { priority: SupportPriority; message: string }): EscalationReason[] {
  const reasons: EscalationReason[] = [];
  if (input.priority === 'urgent') reasons.push('urgent');
  if (PAYMENT_DISPUTE.test(input.message)) reasons.push('payment_dispute');
  if (LEGAL.test(input.message)) reasons.push('legal');
  if (detectSafetyConcern(input.message)) reasons.push('safety');
  return reasons;
}

export const HUMAN_FOLLOW_UP =
  'A person from our team will review this and reply by e-mail, usually within 24 hours (Mon-Fri 9-5 GMT)';

interface AssistantAnswer {
  response: string;
  suggestedActions: string[];
  escalateToHuman: boolean;
  category: SupportCategory;
}

/**
 * Applies the escalation rules to an answer from any engine: someone at risk gets the crisis
 * resources first and the category `safety`; legal matters and payment disputes get their category
 * (a refund stays a refund); a person follows up whenever a rule or the assistant says so.
 */
export function applyEscalation(
  input: { priority: SupportPriority; message: string },
  answer: AssistantAnswer,
): AssistantAnswer & { reasons: EscalationReason[] } {
  const reasons = escalationReasons(input);
  let shaped = answer;
  if (reasons.includes('safety')) shaped = { ...shaped, response: withSafetyMessage(shaped.response), category: 'safety' };
  else if (reasons.includes('legal') && shaped.category !== 'refund') shaped = { ...shaped, category: 'policy_legal' };
  else if (reasons.includes('payment_dispute') && shaped.category !== 'refund') shaped = { ...shaped, category: 'billing' };
  const escalateToHuman = shaped.escalateToHuman || reasons.length > 0;
  const suggestedActions =
    escalateToHuman && !shaped.suggestedActions.includes(HUMAN_FOLLOW_UP)
      ? [...shaped.suggestedActions, HUMAN_FOLLOW_UP]
      : shaped.suggestedActions;
  return { ...shaped, escalateToHuman, suggestedActions, reasons };
}
