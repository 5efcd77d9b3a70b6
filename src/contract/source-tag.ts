// Source tags of shared links (docs/decisions/051). No zod here: the web's first load reads these.

/** The source of a visit that came through no tagged link (or a tag that is not a short token). */
export const DIRECT_SOURCE = 'direct';
const sourcePattern = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/**
 * The query names a product link may carry its source tag in, first found wins: `src` and `utm_source`, and `ref`
 * as shared links often write it (on the sign-up page `ref` is a referral code instead, and is not read as a source).
 */
export const SOURCE_PARAMS = ['src', 'utm_source', 'ref'] as const;

/** The parameter the dashboard's share links use. */
export const SHARE_PARAM = 'ref';

/** A source tag as stored: a short lowercase token, anything else is "direct". */
export function toSourceTag(raw: string | null | undefined): string {
  const tag = raw?.trim().toLowerCase();
  return tag && sourcePattern.test(tag) ? tag : DIRECT_SOURCE;
}
