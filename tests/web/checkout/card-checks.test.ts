import { describe, expect, it } from 'vitest';
import { checkCard } from '../../../src/web/features/checkout/card-checks';

const now = new Date(2026, 4, 15);

describe('the test-card form checks', () => {
  it('lets a good card through', () => {
    expect(checkCard({ cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, now)).toEqual({});
    // The declining test card is a well-formed card: the server declines it, not the form.
    expect(checkCard({ cardNumber: '4000 0000 0000 0002', expiry: '05 / 26', cvc: '1234' }, now)).toEqual({});
  });

  it('names each wrong field with its own message', () => {
    expect(checkCard({ cardNumber: '', expiry: '', cvc: '' }, now)).toEqual({
      cardNumber: 'Enter your card number.',
      expiry: 'Enter the expiry date.',
      cvc: 'Enter the security code (CVC).',
    });
    expect(checkCard({ cardNumber: '4242 4242', expiry: '1', cvc: '12' }, now)).toEqual({
      cardNumber: 'Your card number is incomplete.',
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
    });
    expect(checkCard({ cardNumber: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '123' }, now)).toEqual({
      cardNumber: 'Your card number is invalid.',
      expiry: "Your card's expiration month is invalid.",
    });
    expect(checkCard({ cardNumber: '4242424242424242', expiry: '04 / 26', cvc: '123' }, now)).toEqual({
      expiry: "Your card's expiration date is in the past.",
    });
  });
});
