import type { Purchase } from '../../../../contract/purchases';

/** A track or video is started once the buyer stopped somewhere before its last seconds. */
const FINISHED_WITHIN_SECONDS = 5;

/** Where to continue a bought track or video from (0: from the start, never begun or finished). */
export function resumePoint(listening: Purchase['listening']): number {
  if (!listening || listening.positionSeconds <= 0) return 0;
  const { positionSeconds, durationSeconds } = listening;
  if (durationSeconds !== null && positionSeconds >= durationSeconds - FINISHED_WITHIN_SECONDS) return 0;
  return positionSeconds;
}
