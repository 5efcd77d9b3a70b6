import type { SupportPriority } from '../../../contract/support.js';
import { detectSafetyConcern } from '../../lib/safety.js';

export type EscalationReason = 'urgent' | 'payment_dispute' | 'legal' | 'safety';

const PAYMENT_DISPUTE =
  /\b(charge ?backs?|disputes?|disputed|disputing|charged (me )?(twice|two times|double)|double[- ]charged|fraud\w*|unauthori[sz]ed (charge|payment|transaction)s?)\b/i;
const LEGAL =
  /\b(lawyers?|solicitors?|attorneys?|legal action|sue|suing|lawsuit|court|gdpr|subject access request|data protection (request|act)|trading standards|small claims)\b/i;

/**
 * Which rules say a person must handle this request, whatever the AI answered: urgent priority,
 * payment disputes, legal matters and anything that suggests someone is at risk.
 */
export function escalationReasons(input: { priority: SupportPriority; message: string }): EscalationReason[] {
  const reasons: EscalationReason[] = [];
  if (input.priority === 'urgent') reasons.push('urgent');
  if (PAYMENT_DISPUTE.test(input.message)) reasons.push('payment_dispute');
  if (LEGAL.test(input.message)) reasons.push('legal');
  if (detectSafetyConcern(input.message)) reasons.push('safety');
  return reasons;
}
