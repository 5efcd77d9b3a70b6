import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '../../../../contract/auth';
import { authUserQuery } from '../../../lib/auth';
import { apiJson } from '../../../lib/request';

/** Signing in and finishing a sign-up both answer the new session's user, which becomes the signed-in user at once. */
export function useSessionMutation<Input>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => apiJson<AuthUser>('POST', url, input),
    onSuccess: (user) => queryClient.setQueryData(authUserQuery().queryKey, user),
  });
}
