import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationDecisionAnswer, ModerationDecisionRequest } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';
import { invalidateAuditLog } from './get-audit-log';
import { moderationQueueQuery } from './get-moderation-queue';

export function useDecideHeldProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ModerationDecisionRequest }) =>
      apiJson<ModerationDecisionAnswer>('POST', `/api/admin/moderation/${id}`, decision),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueueQuery().queryKey }),
        invalidateAuditLog(queryClient),
      ]),
  });
}
