import type { CreatorLevel } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';

/** The spec's first reading of the levels, thresholds in USD cents of net sales (DESIGN.md, Engagement). */
const LEVELS = [
  { level: 1, name: 'Apprentice', thresholdCents: 0 },
  { level: 2, name: 'Practitioner', thresholdCents: 100_00 },
  { level: 3, name: 'Master', thresholdCents: 1_000_00 },
  { level: 4, name: 'Oracle', thresholdCents: 5_000_00 },
  { level: 5, name: 'Soul Sage', thresholdCents: 10_000_00 },
] as const;

/**
 * The highest level whose threshold the net sales meet, given at least one sale that stands
 * (Apprentice's threshold is the first sale, not $0); level 0 before that. Progress is the share of
 * the way to the next threshold, rounded down to one decimal so $99.99 of $100 does not read 100%.
 */
export function levelFor(netSalesCents: number, standingSales: number): Omit<CreatorLevel, 'badges'> {
  const reached = standingSales > 0 ? LEVELS.filter((level) => netSalesCents >= level.thresholdCents) : [];
  const current = reached.at(-1);
  const next = LEVELS.find((level) => level.level === (current?.level ?? 0) + 1);
  let progress = 100;
  if (!current) progress = 0;
  else if (next) {
    const share = (netSalesCents - current.thresholdCents) / (next.thresholdCents - current.thresholdCents);
    progress = Math.min(100, Math.floor(share * 1000) / 10);
  }
  return {
    level: current?.level ?? 0,
    name: current?.name ?? null,
    netSales: centsToPrice(netSalesCents),
    next: next ? { level: next.level, name: next.name, threshold: centsToPrice(next.thresholdCents) } : null,
    progressToNext: progress,
    levels: LEVELS.map((level) => ({
      level: level.level,
      name: level.name,
      threshold: centsToPrice(level.thresholdCents),
      reached: current !== undefined && level.level <= current.level,
    })),
  };
}
