import { describe, expect, it } from 'vitest';
import { streakFromDays } from '../../../src/server/features/soul-evolution/silver-linings-streak.js';

describe('silver linings streak', () => {
  const today = new Date('2026-05-10T08:00:00Z');
  const day = (iso: string) => Math.floor(new Date(`${iso}T12:00:00Z`).getTime() / 86_400_000);
  it('counts consecutive days ending today', () => {
    expect(streakFromDays([day('2026-05-10'), day('2026-05-09'), day('2026-05-08'), day('2026-05-06')], today)).toBe(3);
  });
  it('still counts when the last entry was yesterday', () => {
    expect(streakFromDays([day('2026-05-09'), day('2026-05-08')], today)).toBe(2);
  });
  it('is broken by a whole day without an entry', () => {
    expect(streakFromDays([day('2026-05-08'), day('2026-05-07')], today)).toBe(0);
    expect(streakFromDays([], today)).toBe(0);
  });
});
