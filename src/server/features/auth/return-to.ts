/**
 * Where to send the user after signing in: only a path on this site, never another host
 * ("//evil.example" and "/\evil.example" are protocol-relative in browsers).
 */
export function safeReturnTo(candidate: string | undefined | null, fallback = '/'): string {
  if (!candidate) return fallback;
  let target = candidate;
  if (/^https?:\/\//i.test(target)) {
    try {
      const url = new URL(target);
      target = `${url.pathname}${url.search}${url.hash}`;
    } catch {
      return fallback;
    }
  }
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  // Sending someone back to the sign-in redirect itself would loop.
  if (/^\/api\/(login|auth|logout)(\/|\?|$)/.test(target) || /^\/sign-(in|up)(\?|$)/.test(target)) return fallback;
  return target;
}
