// Listening rules the web app's first load needs: kept apart from the zod schemas so that page does not load zod.

/** A track stopped within its last seconds is finished: it is played from the start and not offered to continue. */
export const FINISHED_WITHIN_SECONDS = 5;
