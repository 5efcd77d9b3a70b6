import { safeReturnTo } from '../../../contract/return-to';

/** The page to go back to after signing in, from ?returnTo= (a page of this site only). */
export function readReturnTo(): string {
  return safeReturnTo(new URLSearchParams(window.location.search).get('returnTo'), window.location.origin);
}
