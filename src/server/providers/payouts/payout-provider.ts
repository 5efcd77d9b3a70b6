import type { PayoutAccountMode, PayoutAccountStatus } from '../../../contract/creator.js';

/** One payout to send to a creator. */
export interface PayoutOrder {
  payoutId: number;
  creatorId: number;
  amountCents: number;
  currency: 'usd';
}

export type PayoutResult = { ok: true; reference: string } | { ok: false; reason: string };

/** Where the processor sends the creator after onboarding, and where an expired onboarding link leads. */
export interface OnboardingUrls {
  returnUrl: string;
  refreshUrl: string;
}

/**
 * Sends creators their money. Must be idempotent on payoutId: a batch interrupted after sending may
 * send the same payout again, and it must not be paid twice.
 */
export interface PayoutSender {
  send(order: PayoutOrder): Promise<PayoutResult>;
}

/** Pays each creator to the payout account they connected. */
export interface PayoutProvider extends PayoutSender {
  readonly mode: PayoutAccountMode;
  /** The creator's payout account as the processor reports it now. */
  accountStatus(creatorId: number): Promise<PayoutAccountStatus>;
  /**
   * Connects the creator's account, creating it once; answers the processor's onboarding page to send
   * the creator to (null when there is none: the account is ready).
   */
  connectAccount(creator: { id: number; email: string }, urls: OnboardingUrls): Promise<{ onboardingUrl: string | null }>;
}

export const NO_ACCOUNT_REASON =
  'No payout account is connected. Connect one on the Earnings page, then request the payout again.';
