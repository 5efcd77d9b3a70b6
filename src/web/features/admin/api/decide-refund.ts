import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminRefund, AdminRefundDecisionRequest } from '../../../../contract/support';
import { apiJson } from '../../../lib/request';
import { invalidateAuditLog } from './get-audit-log';
import { pendingRefundsQuery } from './get-pending-refunds';

export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: AdminRefundDecisionRequest }) =>
      apiJson<AdminRefund>('POST', `/api/admin/refunds/${id}`, decision),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: pendingRefundsQuery().queryKey }), invalidateAuditLog(queryClient)]),
  });
}
