import { useEffect } from 'react';
import { useAuth } from './auth';
import { useSignInRedirect } from './use-sign-in-redirect';

/** For pages that need an account: a signed-out visitor gets the Unauthorized notice, then sign-in. */
export function useRequireSignIn() {
  const auth = useAuth();
  const signInRedirect = useSignInRedirect();
  const signedOut = !auth.isLoading && !auth.isAuthenticated;
  useEffect(() => {
    if (signedOut) signInRedirect();
  }, [signedOut, signInRedirect]);
  return auth;
}
