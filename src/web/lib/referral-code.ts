import { readStored, writeStored } from './storage';

// Where the code of the link a visitor came through waits until they create an account.
const REFERRAL_KEY = 'referralCode';

export function rememberReferralCode(code: string): void {
  writeStored(REFERRAL_KEY, code);
}

/** The code from `?ref=` on this page, or the one remembered from a `/r/{code}` visit. */
export function readReferralCode(): string | undefined {
  return new URLSearchParams(window.location.search).get('ref') ?? readStored(REFERRAL_KEY) ?? undefined;
}

export function forgetReferralCode(): void {
  try {
    window.localStorage.removeItem(REFERRAL_KEY);
  } catch {
    // Nothing was stored.
  }
}
