import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, TwoFactorResetRequest, UserSuspensionRequest } from '../../../../contract/admin';
import { apiJson } from '../../../lib/request';
import { invalidateAuditLog } from './get-audit-log';

const USERS_KEY = '/api/admin/users';

/** Accounts matching the e-mail text; nothing is asked for under three characters. */
export const useUserSearch = (email: string) =>
  useQuery({
    queryKey: [USERS_KEY, email],
    queryFn: () => apiJson<AdminUser[]>('GET', `${USERS_KEY}?email=${encodeURIComponent(email)}`),
    enabled: email.length >= 3,
    placeholderData: keepPreviousData,
  });

/** An account decision: the found accounts and the audit log are read again once it is saved. */
function useAccountDecision<Body>(action: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Body }) => apiJson<AdminUser>('POST', `${USERS_KEY}/${id}/${action}`, body),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [USERS_KEY] }), invalidateAuditLog(queryClient)]),
  });
}

export const useSetSuspension = () => useAccountDecision<UserSuspensionRequest>('suspension');
export const useResetTwoFactor = () => useAccountDecision<TwoFactorResetRequest>('two-factor-reset');
