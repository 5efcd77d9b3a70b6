import { useEffect } from 'react';
import { useAuth } from './auth';
import { redirectToSignIn, type SignInNotice } from './sign-in-redirect';

/**
 * The one guard for pages that need an account: a signed-out visitor gets the Unauthorized notice (or the
 * page's own, a constant so the effect runs once), then sign-in. `signedOut` lets the page render nothing.
 */
export function useRequireSignIn(notice?: SignInNotice) {
  const auth = useAuth();
  const signedOut = !auth.isLoading && !auth.isAuthenticated;
  useEffect(() => {
    if (signedOut) redirectToSignIn(notice);
  }, [signedOut, notice]);
  return { ...auth, signedOut };
}
