const DAY_MS = 86_400_000;
export const AUTOMATIC_REFUND_DAYS = 14;
export const GUARANTEE_DAYS = 30;

export type RefundDecision = 'approve' | 'review' | 'refuse';

/**
 * The refund rule: within 14 days and nothing of the file delivered, approved automatically; otherwise
 * within the 30-day guarantee, a person reviews it; after that it is refused (statutory rights aside).
 * `delivered`: the buyer received any bytes of the file, by any route or range (recordDelivery).
 */
export function decideRefund(input: { purchasedAt: Date; now: Date; delivered: boolean }): RefundDecision {
  const age = input.now.getTime() - input.purchasedAt.getTime();
  if (age <= AUTOMATIC_REFUND_DAYS * DAY_MS && !input.delivered) return 'approve';
  if (age <= GUARANTEE_DAYS * DAY_MS) return 'review';
  return 'refuse';
}

export function daysSince(date: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - date.getTime()) / DAY_MS));
}
