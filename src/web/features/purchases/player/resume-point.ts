import { FINISHED_WITHIN_SECONDS } from '../../../../contract/listening';
import type { Purchase } from '../../../../contract/purchases';

/**
 * Where to continue a bought track or video from (0: from the start, never begun or finished within its last
 * seconds). The server's "Continue listening" list keeps the same rule.
 */
export function resumePoint(listening: Purchase['listening']): number {
  if (!listening || listening.positionSeconds <= 0) return 0;
  const { positionSeconds, durationSeconds } = listening;
  if (durationSeconds !== null && positionSeconds >= durationSeconds - FINISHED_WITHIN_SECONDS) return 0;
  return positionSeconds;
}
