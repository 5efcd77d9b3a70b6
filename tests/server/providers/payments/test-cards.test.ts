import { describe, expect, it } from 'vitest';
import {
  checkSavedTestCard,
  checkTestCard,
  documentedTestCards,
  passesLuhn,
} from '../../../../src/server/providers/payments/test-cards.js';

const NOW = new Date('2026-06-15T12:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') => checkTestCard({ cardNumber, expiry, cvc }, NOW);

describe('test-mode cards (Stripe semantics)', () => {
  it('knows only well-formed card numbers', () => {
    for (const number of [...documentedTestCards.succeeding, ...documentedTestCards.declining])
      expect(passesLuhn(number), number).toBe(true);
  });

  it("accepts Stripe's success numbers, with spaces or dashes", () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('5555-5555-5555-4444')).toEqual({ ok: true });
    expect(card('378282246310005', '12/30', '1234')).toEqual({ ok: true });
  });

  it.each([
    ['4000000000000002', 'generic_decline', 'Your card was declined.'],
    ['4000000000009995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000000000000069', 'expired_card', 'Your card has expired.'],
    ['4000000000000127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000000000000119', 'processing_error', 'An error occurred while processing your card. Try again in a little bit.'],
  ])('declines %s as %s', (number, code, message) => {
    expect(card(number)).toEqual({ ok: false, code, message });
  });

  it('declines a well-formed number that is not a documented test card', () => {
    expect(card('4111111111111111')).toEqual({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
  });

  it('calls a number failing the Luhn check, or not a number, incorrect', () => {
    for (const number of ['4242424242424241', '4242', 'abcd efgh ijkl mnop']) {
      expect(card(number)).toMatchObject({ ok: false, message: 'Your card number is incorrect.' });
    }
  });

  it('checks the expiry date: month, far future, past; a card is valid through its expiry month', () => {
    expect(card('4242424242424242', '13/30')).toMatchObject({ message: "Your card's expiration month is invalid." });
    expect(card('4242424242424242', 'soon')).toMatchObject({ message: "Your card's expiration month is invalid." });
    expect(card('4242424242424242', '01/70')).toEqual({ ok: true });
    expect(card('4242424242424242', '01/99')).toMatchObject({ message: "Your card's expiration year is invalid." });
    expect(card('4242424242424242', '05/26')).toMatchObject({ message: "Your card's expiration date is in the past." });
    expect(card('4242424242424242', '06/26')).toEqual({ ok: true });
    expect(card('4242424242424242', '0627')).toEqual({ ok: true });
  });

  it('wants three CVC digits, four for American Express', () => {
    expect(card('4242424242424242', '12/30', '12')).toMatchObject({ message: "Your card's security code is invalid." });
    expect(card('4242424242424242', '12/30', '1234')).toMatchObject({ message: "Your card's security code is invalid." });
    expect(card('378282246310005', '12/30', '123')).toMatchObject({ message: "Your card's security code is invalid." });
  });
});

describe('a card kept for later (renewals)', () => {
  const now = new Date('2030-06-15T00:00:00Z');

  it('is charged by its number and expiry alone: its security code is never kept', () => {
    expect(checkSavedTestCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/34' }, now)).toEqual({ ok: true });
    expect(checkSavedTestCard({ cardNumber: '4000000000000341', expiry: '12/34' }, now)).toMatchObject({
      ok: false,
      code: 'generic_decline',
    });
  });

  it('is declined once it has expired since it was kept', () => {
    expect(checkSavedTestCard({ cardNumber: '4242424242424242', expiry: '06/30' }, now)).toEqual({ ok: true });
    expect(checkSavedTestCard({ cardNumber: '4242424242424242', expiry: '05/30' }, now)).toMatchObject({
      ok: false,
      code: 'invalid_expiry_year',
    });
  });
});
