// Listening, watching and reading rules the web app's first load needs (My Purchases, the home page): kept apart
// from the zod schemas so those pages do not load zod.

/** A track stopped within its last seconds is finished: it is played from the start and not offered to continue. */
export const FINISHED_WITHIN_SECONDS = 5;

/** The longest "Continue listening" list the server sends (the home page shows the first few). */
export const CONTINUE_LISTENING_MAX = 12;

/**
 * How a bought file opens in the page: audio plays in the player, video in the page, a PDF or a text file for reading;
 * null for every other type, which is downloaded. The stream route sends only these inline (decision 055).
 */
export type InPageView = 'audio' | 'video' | 'pdf' | 'text';
const IN_PAGE_VIEWS: Partial<Record<string, InPageView>> = {
  'audio/mpeg': 'audio',
  'video/mp4': 'video',
  'application/pdf': 'pdf',
  'text/plain': 'text',
};
export const inPageView = (fileType: string): InPageView | null => IN_PAGE_VIEWS[fileType] ?? null;

/** The largest text file shown in the page (bytes); a longer one is offered for download instead. */
export const TEXT_VIEW_MAX_BYTES = 512 * 1024;
