import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UserSuspensionRequest } from '../../../../contract/admin';
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

export function useSetSuspension() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: UserSuspensionRequest }) =>
      apiJson<AdminUser>('POST', `${USERS_KEY}/${id}/suspension`, change),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: [USERS_KEY] }), invalidateAuditLog(queryClient)]),
  });
}
