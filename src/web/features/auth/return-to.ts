/** The page to go back to after signing in, from ?returnTo= (a path on this site only). */
export function readReturnTo(): string {
  const value = new URLSearchParams(window.location.search).get('returnTo');
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

export const returnToQuery = () => `?returnTo=${encodeURIComponent(readReturnTo())}`;
