/**
 * Namespace of the per-creator payout lock (the second key is the creator id): a payout request, the
 * payout batch and deleting the account take it, so no payout is written for a creator being deleted
 * and no two payouts spend the same balance.
 */
export const PAYOUT_LOCK_NAMESPACE = 727_010;
