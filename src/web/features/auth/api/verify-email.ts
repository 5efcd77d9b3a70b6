import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountNotice } from '../../../../contract/auth';
import { authUserQuery } from '../../../lib/auth';
import { apiJson } from '../../../lib/request';

/** Verifies the address of the link's token; the signed-in user (if it is theirs) is read again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiJson<AccountNotice>('POST', '/api/auth/verify-email', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQuery().queryKey }),
  });
}
