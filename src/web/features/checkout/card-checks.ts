// The test-card form's own checks before anything is sent, worded as Stripe's card form words them. The server
// checks again (the test processor's rules); these only spare the buyer a round trip and say which field is wrong.

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardErrors = Partial<Record<CardField, string>>;

function passesLuhn(digits: string): boolean {
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

function cardNumberError(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return 'Enter your card number.';
  if (digits.length < 13) return 'Your card number is incomplete.';
  if (!passesLuhn(digits)) return 'Your card number is invalid.';
  return undefined;
}

/** An expiry "MM / YY" is good through the last day of its month. */
function expiryError(text: string, now: Date): string | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return 'Enter the expiry date.';
  if (digits.length < 4) return "Your card's expiration date is incomplete.";
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2, 4));
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1))
    return "Your card's expiration date is in the past.";
  return undefined;
}

function cvcError(text: string): string | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits.length === 0) return 'Enter the security code (CVC).';
  if (digits.length < 3) return "Your card's security code is incomplete.";
  return undefined;
}

/** Each field's problem, if any; an empty object when the card may be sent. */
export function checkCard(card: Record<CardField, string>, now: Date): CardErrors {
  const errors: CardErrors = {};
  const number = cardNumberError(card.cardNumber);
  if (number) errors.cardNumber = number;
  const expiry = expiryError(card.expiry, now);
  if (expiry) errors.expiry = expiry;
  const cvc = cvcError(card.cvc);
  if (cvc) errors.cvc = cvc;
  return errors;
}
