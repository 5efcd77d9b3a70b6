import { endpointTarget } from '../../contract/endpoint';
import { authEndpoints } from '../../contract/endpoints/auth';
import { safeReturnTo } from '../../contract/return-to';
import { toast } from '../components/ui/use-toast';

// The spec's pause before sending a signed-out user to sign in, so the notice can be read.
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

export interface SignInNotice {
  title: string;
  description: string;
}

export const LOGGED_OUT_NOTICE: SignInNotice = {
  title: 'Unauthorized',
  description: 'You are logged out. Logging in again...',
};

let pending: ReturnType<typeof setTimeout> | undefined;

/**
 * Shows a notice, then goes to the sign-in navigation (/api/login) after half a second (a server navigation, not a client route),
 * coming back to this page afterwards. Several failures at once (a page's three queries) give one notice.
 */
export function redirectToSignIn(notice: SignInNotice = LOGGED_OUT_NOTICE): void {
  if (pending !== undefined) return;
  toast({ ...notice, variant: 'destructive' });
  // The server applies the same rule again; applied here too, a link never carries a page it would refuse.
  const returnTo = safeReturnTo(`${window.location.pathname}${window.location.search}`, window.location.origin);
  pending = setTimeout(() => {
    pending = undefined;
    window.location.assign(endpointTarget(authEndpoints.login, { returnTo }).url);
  }, SIGN_IN_REDIRECT_DELAY_MS);
}
