import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthOptions, AuthUser, SignInRequest, SignUpRequest } from '../../../../contract/auth';
import { authUserQueryKey } from '../../../lib/auth';
import { apiRequest } from '../../../lib/request';

export function useAuthOptions() {
  return useQuery<AuthOptions>({ queryKey: ['/api/auth/options'] });
}

function useSessionMutation<Input>(url: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => (await (await apiRequest('POST', url, input)).json()) as AuthUser,
    onSuccess: (user) => queryClient.setQueryData(authUserQueryKey, user),
  });
}

export const useSignIn = () => useSessionMutation<SignInRequest>('/api/auth/sign-in');
export const useSignUp = () => useSessionMutation<SignUpRequest>('/api/auth/sign-up');
