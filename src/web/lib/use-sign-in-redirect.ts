import { useCallback, useEffect, useRef } from 'react';
import { toast } from '../components/ui/use-toast';

// The spec's pause before sending a signed-out user to sign in, so the notice can be read.
export const SIGN_IN_REDIRECT_DELAY_MS = 500;

/** Shows a notice, then goes to /api/login after half a second (a server navigation, not a client route). */
export function useSignInRedirect() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (
      notice: { title: string; description: string } = {
        title: 'Unauthorized',
        description: 'You are logged out. Logging in again...',
      },
    ) => {
      toast({ ...notice, variant: 'destructive' });
      clearTimeout(timer.current);
      // Back to this page after signing in.
      const returnTo = `${window.location.pathname}${window.location.search}`;
      timer.current = setTimeout(
        () => window.location.assign(`/api/login?returnTo=${encodeURIComponent(returnTo)}`),
        SIGN_IN_REDIRECT_DELAY_MS,
      );
    },
    [],
  );
}
