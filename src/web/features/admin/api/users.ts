import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, TwoFactorResetRequest, UserSuspensionRequest } from '../../../../contract/admin';
import { adminEndpoints } from '../../../../contract/endpoints/admin';
import { apiQueryKey, callApi } from '../../../lib/request';
import { invalidateAuditLog } from './get-audit-log';

/** Accounts matching the e-mail text; nothing is asked for under three characters. */
export const useUserSearch = (email: string) =>
  useQuery({
    queryKey: apiQueryKey(adminEndpoints.findUsers, { email }),
    queryFn: () => callApi(adminEndpoints.findUsers, { email }),
    enabled: email.length >= 3,
    placeholderData: keepPreviousData,
  });

/** An account decision: the found accounts and the audit log are read again once it is saved. */
function useAccountDecision<Body>(send: (id: number, body: Body) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) => send(id, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [adminEndpoints.findUsers.path] }),
        invalidateAuditLog(queryClient),
      ]),
  });
}

export const useSetSuspension = () =>
  useAccountDecision((id, body: UserSuspensionRequest) => callApi(adminEndpoints.setSuspension, { id, ...body }));
export const useResetTwoFactor = () =>
  useAccountDecision((id, body: TwoFactorResetRequest) => callApi(adminEndpoints.resetTwoFactor, { id, ...body }));
