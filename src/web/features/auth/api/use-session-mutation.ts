import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../contract/auth';
import { authUserQuery } from '../../../lib/auth';

/** Signing in and finishing a sign-up both answer the new session's user, which becomes the signed-in user at once. */
export function useSessionMutation<Input>(call: (input: Input) => Promise<AuthUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => queryClient.setQueryData(authUserQuery().queryKey, user),
  });
}
