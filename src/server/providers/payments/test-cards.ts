/**
 * Stripe's test-card semantics for the built-in test-mode processor: the documented success numbers
 * succeed, the documented decline numbers fail with Stripe's own messages, and any other number is
 * declined. No real card is ever charged; the messages are what Stripe would show for the same card.
 */

export const DECLINED_MESSAGE = 'Your card was declined.';

/**
 * Stripe's "attaching this card to a customer succeeds, but attempts to charge it fail": saved for a
 * trial, then every renewal charge is declined.
 */
export const SAVES_THEN_DECLINES_CARD = '4000000000000341';

// https://docs.stripe.com/testing#cards
const SUCCEEDING_CARDS = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa debit
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard 2-series
  '5200828282828210', // Mastercard debit
  '5105105105105100', // Mastercard prepaid
  '378282246310005', // American Express
  '371449635398431', // American Express
  '6011111111111117', // Discover
  '6011000990139424', // Discover
  '6011981111111113', // Discover debit
  '3056930009020004', // Diners Club
  '36227206271667', // Diners Club (14 digits)
  '3566002020360505', // JCB
  '6200000000000005', // UnionPay
]);

// https://docs.stripe.com/testing#declined-payments
const DECLINING_CARDS = new Map<string, { code: string; message: string }>([
  ['4000000000000002', { code: 'generic_decline', message: DECLINED_MESSAGE }],
  [SAVES_THEN_DECLINES_CARD, { code: 'generic_decline', message: DECLINED_MESSAGE }],
  ['4000000000009995', { code: 'insufficient_funds', message: 'Your card has insufficient funds.' }],
  ['4000000000009987', { code: 'lost_card', message: DECLINED_MESSAGE }],
  ['4000000000009979', { code: 'stolen_card', message: DECLINED_MESSAGE }],
  ['4000000000000069', { code: 'expired_card', message: 'Your card has expired.' }],
  ['4000000000000127', { code: 'incorrect_cvc', message: "Your card's security code is incorrect." }],
  [
    '4000000000000119',
    { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
  ],
  [
    '4000000000006975',
    {
      code: 'card_velocity_exceeded',
      message: 'Your card was declined for making repeated attempts too frequently or exceeding its amount limit.',
    },
  ],
]);

export type CardCheck = { ok: true } | { ok: false; code: string; message: string };

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const cardDigits = (cardNumber: string) => cardNumber.replace(/[\s-]/g, '');

/** The card's expiry refused at `now`, or null while it is in date (valid through the last day of its month). */
function expiryRefusal(expiryText: string, now: Date): CardCheck | null {
  const expiry = /^(\d{1,2})\s*\/?\s*(\d{2}|\d{4})$/.exec(expiryText.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) {
    return { ok: false, code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const thisYear = now.getUTCFullYear();
  if (year > thisYear + 50) return { ok: false, code: 'invalid_expiry_year', message: "Your card's expiration year is invalid." };
  if (year < thisYear || (year === thisYear && month < now.getUTCMonth() + 1)) {
    return { ok: false, code: 'invalid_expiry_year', message: "Your card's expiration date is in the past." };
  }
  return null;
}

/** What the test number does: succeed, or decline as Stripe documents for it. */
function outcomeOf(number: string, options: { saveOnly?: boolean }): CardCheck {
  if (SUCCEEDING_CARDS.has(number) || (options.saveOnly && number === SAVES_THEN_DECLINES_CARD)) return { ok: true };
  return { ok: false, ...(DECLINING_CARDS.get(number) ?? { code: 'card_declined', message: DECLINED_MESSAGE }) };
}

/**
 * Decides a test-mode card payment as Stripe's test mode would. `now` is injectable for tests.
 * `saveOnly` is a card kept for later with nothing charged today (Stripe's SetupIntent).
 */
export function checkTestCard(
  card: { cardNumber: string; expiry: string; cvc: string },
  now = new Date(),
  options: { saveOnly?: boolean } = {},
): CardCheck {
  const number = cardDigits(card.cardNumber);
  if (!/^\d{12,19}$/.test(number) || !passesLuhn(number)) {
    return { ok: false, code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const expired = expiryRefusal(card.expiry, now);
  if (expired) return expired;
  const isAmex = number.startsWith('34') || number.startsWith('37');
  if (!(isAmex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc.trim())) {
    return { ok: false, code: 'invalid_cvc', message: "Your card's security code is invalid." };
  }
  return outcomeOf(number, options);
}

/**
 * Decides a charge of a card kept for later: checked in full when it was kept, so only its expiry and
 * what its number does are checked now. Its security code is never kept, as with any processor.
 */
export function checkSavedTestCard(card: { cardNumber: string; expiry: string }, now: Date): CardCheck {
  return expiryRefusal(card.expiry, now) ?? outcomeOf(cardDigits(card.cardNumber), {});
}

/** For tests: every number above must be a well-formed card number. */
export const documentedTestCards = { succeeding: [...SUCCEEDING_CARDS], declining: [...DECLINING_CARDS.keys()] };
