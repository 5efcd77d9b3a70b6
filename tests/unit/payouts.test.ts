import { describe, expect, it } from 'vitest';
import { availableCents } from '../../src/server/features/payouts/balance.js';
import { nextPayoutRun } from '../../src/server/features/payouts/payout-schedule.js';

describe('availableCents', () => {
  it.each([
    [5000, 0, 5000],
    [5000, 2000, 3000],
    [5000, 5000, 0],
    // A refund after a payout can push earnings below what was paid: never a negative balance.
    [3000, 5000, 0],
    [0, 0, 0],
  ])('earned %i, committed %i → %i', (earned, committed, expected) => {
    expect(availableCents(earned, committed)).toBe(expected);
  });
});

describe('nextPayoutRun', () => {
  it.each([
    ['2026-11-22T19:00:00Z', '2026-11-27T09:00:00.000Z'], // Sunday → Friday
    ['2026-11-27T08:59:59Z', '2026-11-27T09:00:00.000Z'], // Friday morning before the run
    ['2026-11-27T09:00:00Z', '2026-12-04T09:00:00.000Z'], // at the run: the next one
    ['2026-11-27T15:00:00Z', '2026-12-04T09:00:00.000Z'], // Friday afternoon
    ['2026-12-31T23:00:00Z', '2027-01-01T09:00:00.000Z'], // across a year
  ])('after %s → %s', (after, expected) => {
    expect(nextPayoutRun(new Date(after)).toISOString()).toBe(expected);
  });
});
