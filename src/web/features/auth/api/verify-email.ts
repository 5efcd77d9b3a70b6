import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authEndpoints } from '../../../../contract/endpoints/auth';
import { authUserQuery } from '../../../lib/auth';
import { callApi } from '../../../lib/request';

/** Verifies the address of the link's token; the signed-in user (if it is theirs) is read again. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(authEndpoints.verifyEmail, { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authUserQuery().queryKey }),
  });
}
