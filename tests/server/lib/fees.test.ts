import { describe, expect, it } from 'vitest';
import { processingFeeForPayment, splitPayment } from '../../../src/server/lib/fees.js';

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
  // Worked by hand: platform 10% of each sale, rounded half up; processing 2.9% of the payment rounded,
  // plus 30c, shared between its sales by amount (largest remainder first, then the earlier sale); the
  // processor's share never takes a creator below zero.
  //   $20.00: 200 | 58 + 30 = 88 | 2000 - 200 - 88 = 1712
  //   $9.99: 99.9 -> 100 | 28.97 -> 29 + 30 = 59 | 840
  //   $1.05: 10.5 -> 11 | 3.05 -> 3 + 30 = 33 | 61
  //   $0.35: 3.5 -> 4 | 31, which is all that is left | 0
  //   $1,000.00: 10000 | 2900 + 30 = 2930 | 87070
  it.each([
    [2000, 200, 88, 1712],
    [999, 100, 59, 840],
    [105, 11, 33, 61],
    [35, 4, 31, 0],
    [10, 1, 9, 0],
    [100_000, 10_000, 2930, 87_070],
  ])('splits a single sale of %i cents into platform %i, processing %i, creator %i', (amount, platform, processing, creator) => {
    expect(splitPayment([amount])).toEqual([
      { amountCents: amount, platformFeeCents: platform, processingFeeCents: processing, creatorEarningsCents: creator },
    ]);
  });

  it('shares one processing fee between the sales of a payment', () => {
    // $12.00 + $25.99 = $37.99: 110.17 -> 110 + 30 = 140, shared 44.22 / 95.78 -> 44 / 96.
    expect(splitPayment([1200, 2599])).toEqual([
      { amountCents: 1200, platformFeeCents: 120, processingFeeCents: 44, creatorEarningsCents: 1036 },
      { amountCents: 2599, platformFeeCents: 260, processingFeeCents: 96, creatorEarningsCents: 2243 },
    ]);
    // $5.00 + $5.00: 29 + 30 = 59, shared 29.5 / 29.5: the spare cent goes to the first sale.
    expect(splitPayment([500, 500]).map((split) => split.processingFeeCents)).toEqual([30, 29]);
    // Three $10.00 sales: 87 + 30 = 117, exactly 39 each.
    expect(splitPayment([1000, 1000, 1000]).map((split) => split.creatorEarningsCents)).toEqual([861, 861, 861]);
  });

  it('adds up to the amount to the cent for every sale of 5,000 random payments', () => {
    for (const cart of randomCarts(7, 5000)) {
      const splits = splitPayment(cart);
      splits.forEach((split, index) => {
        expect(split.amountCents).toBe(cart[index]);
        expect(split.platformFeeCents + split.processingFeeCents + split.creatorEarningsCents).toBe(split.amountCents);
        expect(split.creatorEarningsCents).toBeGreaterThanOrEqual(0);
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

  it('refuses amounts that are not whole cents or are negative', () => {
    expect(() => splitPayment([-1])).toThrow();
    expect(() => splitPayment([12.5])).toThrow();
  });

  it("splits a free sale into zeros, and gives it no share of a paid payment's processing fee", () => {
    const zero = { amountCents: 0, platformFeeCents: 0, processingFeeCents: 0, creatorEarningsCents: 0 };
    expect(splitPayment([0])).toEqual([zero]);
    const [free, paid] = splitPayment([0, 1000]);
    expect(free).toEqual(zero);
    expect(paid).toEqual(splitPayment([1000])[0]);
  });
});
