const FRIDAY = 5;
/** Payout runs start at 09:00 UTC on Fridays (morning in the UK, where the business is). */
export const PAYOUT_RUN_HOUR_UTC = 9;

/** The first Friday payout run strictly after `after`. */
export function nextPayoutRun(after: Date): Date {
  const run = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), PAYOUT_RUN_HOUR_UTC));
  run.setUTCDate(run.getUTCDate() + ((FRIDAY - run.getUTCDay() + 7) % 7));
  if (run <= after) run.setUTCDate(run.getUTCDate() + 7);
  return run;
}
