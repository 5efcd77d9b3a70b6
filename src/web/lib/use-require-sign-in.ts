import { useEffect } from 'react';
import { useAuth } from './auth';
import { useSignInRedirect } from './use-sign-in-redirect';

/**
 * For pages that need an account: a signed-out visitor gets the Unauthorized notice (or the page's own,
 * a constant so the effect runs once), then sign-in.
 */
export function useRequireSignIn(notice?: { title: string; description: string }) {
  const auth = useAuth();
  const signInRedirect = useSignInRedirect();
  const signedOut = !auth.isLoading && !auth.isAuthenticated;
  useEffect(() => {
    if (signedOut) signInRedirect(notice);
  }, [signedOut, signInRedirect, notice]);
  return auth;
}
