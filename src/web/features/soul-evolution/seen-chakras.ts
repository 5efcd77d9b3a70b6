import { readStored, writeStored } from '../../lib/storage';

// The spec's storage key: the active chakras this browser has already celebrated.
const SEEN_KEY = 'lastSeenChakras';

/** The stored list, or null when this browser has none yet (or it is unreadable). */
export function readSeenChakras(): number[] | null {
  const stored = readStored(SEEN_KEY);
  if (stored === null) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((value): value is number => Number.isInteger(value)) : null;
  } catch {
    return null;
  }
}

export function writeSeenChakras(numbers: readonly number[]): void {
  writeStored(SEEN_KEY, JSON.stringify([...numbers].sort((a, b) => a - b)));
}

/**
 * The active chakras to celebrate: those not in the stored list. With no list yet (a first visit in this
 * browser) nothing is celebrated and the current set becomes the list, so old achievements never replay.
 */
export function chakrasToCelebrate(active: readonly number[]): number[] {
  const seen = readSeenChakras();
  const fresh = seen === null ? [] : active.filter((number) => !seen.includes(number));
  // Chakras no longer active (a new cycle began) are forgotten, so their next activation is celebrated.
  if (fresh.length === 0) writeSeenChakras(active);
  return fresh;
}

/** After its celebration, a chakra counts as seen (together with the still active ones seen before). */
export function markChakraSeen(number: number, active: readonly number[]): void {
  const seen = (readSeenChakras() ?? []).filter((seenNumber) => active.includes(seenNumber) && seenNumber !== number);
  writeSeenChakras([...seen, number]);
}
