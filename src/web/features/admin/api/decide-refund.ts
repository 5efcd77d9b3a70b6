import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '../../../../contract/endpoints/support';
import type { AdminRefundDecisionRequest } from '../../../../contract/support';
import { callApi } from '../../../lib/request';
import { invalidateAuditLog } from './get-audit-log';
import { pendingRefundsQuery } from './get-pending-refunds';

export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: AdminRefundDecisionRequest }) =>
      callApi(supportEndpoints.reviewRefund, { id, ...decision }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: pendingRefundsQuery().queryKey }), invalidateAuditLog(queryClient)]),
  });
}
