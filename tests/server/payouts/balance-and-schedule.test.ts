import { describe, expect, it } from 'vitest';
import { balanceOf } from '../../../src/server/features/payouts/balance.js';
import { nextPayoutRun } from '../../../src/server/features/payouts/payout-schedule.js';

describe('balanceOf', () => {
  it.each([
    // earned, held, committed, sent → available, negative
    [5000, 0, 0, 0, 5000, 0],
    [5000, 0, 2000, 0, 3000, 0],
    [5000, 2000, 0, 0, 3000, 0],
    [5000, 5000, 0, 0, 0, 0],
    // A refund after a payout left: the excess is a negative balance, nothing is available.
    [3000, 0, 5000, 5000, 0, 2000],
    // A pending payout above earnings is not money that left: no negative balance (the run reduces it).
    [3000, 0, 5000, 0, 0, 0],
    // A held new sale does not repay the negative balance until it settles.
    [4000, 1000, 5000, 5000, 0, 2000],
    [0, 0, 0, 0, 0, 0],
  ])(
    'earned %i, held %i, committed %i, sent %i → available %i, negative %i',
    (earned, held, committed, sent, available, negative) => {
      expect(balanceOf({ earnedCents: earned, heldCents: held, committedCents: committed, sentCents: sent })).toMatchObject({
        availableCents: available,
        negativeCents: negative,
      });
    },
  );
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
