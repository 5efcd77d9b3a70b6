import { describe, expect, it } from 'vitest';
import { centsToPrice, priceToCents } from '../../src/contract/money.js';
import { processingFeeForPayment, splitPayment } from '../../src/server/lib/fees.js';

// A small deterministic generator, so a failure can be replayed.
function* randomCarts(seed: number, count: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
  for (let i = 0; i < count; i++) {
    const size = 1 + Math.floor(next() * 6);
    yield Array.from({ length: size }, () => 1 + Math.floor(next() * (next() < 0.2 ? 100 : 50_000)));
  }
}

describe('fee split', () => {
  it('takes 10% for the platform and 2.9% + $0.30 for processing on a single $20 sale', () => {
    expect(splitPayment([2000])).toEqual([
      { amountCents: 2000, platformFeeCents: 200, processingFeeCents: 88, creatorEarningsCents: 1712 },
    ]);
  });

  it('adds up to the amount to the cent for every sale of 5,000 random payments', () => {
    for (const cart of randomCarts(7, 5000)) {
      const splits = splitPayment(cart);
      splits.forEach((split, index) => {
        expect(split.amountCents).toBe(cart[index]);
        expect(split.platformFeeCents + split.processingFeeCents + split.creatorEarningsCents).toBe(split.amountCents);
        expect(split.creatorEarningsCents).toBeGreaterThanOrEqual(0);
        expect(split.platformFeeCents).toBe(Math.round(split.amountCents * 0.1));
      });
    }
  });

  it('charges the processing fee once per payment, shared across its sales', () => {
    for (const cart of randomCarts(11, 2000)) {
      const total = cart.reduce((a, b) => a + b, 0);
      const splits = splitPayment(cart);
      const processing = splits.reduce((sum, split) => sum + split.processingFeeCents, 0);
      const absorbed = splits.some((s) => s.creatorEarningsCents === 0);
      if (!absorbed) expect(processing).toBe(processingFeeForPayment(total));
      else expect(processing).toBeLessThanOrEqual(processingFeeForPayment(total));
    }
  });

  it('never lets a tiny sale earn less than nothing', () => {
    expect(splitPayment([10])).toEqual([
      { amountCents: 10, platformFeeCents: 1, processingFeeCents: 9, creatorEarningsCents: 0 },
    ]);
  });

  it('refuses amounts that are not positive whole cents', () => {
    expect(() => splitPayment([0])).toThrow();
    expect(() => splitPayment([12.5])).toThrow();
  });
});

describe('prices', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [199_999, '1999.99'],
    [-1712, '-17.12'],
  ])('%i cents reads "%s"', (cents, text) => expect(centsToPrice(cents)).toBe(text));

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    [' 0.99 ', 99],
    ['12.345', undefined],
    ['-3', undefined],
    ['abc', undefined],
    ['', undefined],
  ])('"%s" parses to %s cents', (text, cents) => expect(priceToCents(text)).toBe(cents));
});
