// Where to send someone after signing in, by one rule on the server (sign-in redirects, the e-mailed sign-up
// link, the single sign-on callback) and in the web client. No zod here: the sign-in pages import it.

/** Browsers drop tabs and newlines from a URL ("/\t/evil.test" is "//evil.test") and read "\" as "/". */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
const MISREAD = /[\u0000-\u001f\u007f\\]/;
/** Sending someone back to a sign-in page or redirect would loop. */
const SIGN_IN_PAGES = /^\/api\/(login|auth|logout)(\/|\?|#|$)|^\/sign-(in|up)(\?|#|$)/;

/** The URL `text` writes (resolved against `base` when given), or undefined. */
function urlOf(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/**
 * A page of this site to return to, as a path ("/product/3?x=1"), or `fallback`. `candidate` is a path from the
 * root or a URL (a Referer); it is resolved against `origin` as a browser resolves it and must stay on that
 * origin, and what is returned starts with a single "/", never a protocol-relative "//host".
 */
export function safeReturnTo(candidate: string | null | undefined, origin: string, fallback = '/'): string {
  if (!candidate || MISREAD.test(candidate)) return fallback;
  const site = urlOf(origin)?.origin;
  const writtenAsPath = candidate.startsWith('/') && !candidate.startsWith('//');
  const target = writtenAsPath ? urlOf(candidate, site) : urlOf(candidate);
  if (!site || !target || target.origin !== site) return fallback;
  const path = `${target.pathname}${target.search}${target.hash}`;
  if (!path.startsWith('/') || path.startsWith('//') || SIGN_IN_PAGES.test(path)) return fallback;
  return path;
}
