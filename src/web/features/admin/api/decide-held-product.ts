import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModerationDecisionRequest } from '../../../../contract/creator';
import { moderationEndpoints } from '../../../../contract/endpoints/moderation';
import { callApi } from '../../../lib/request';
import { invalidateAuditLog } from './get-audit-log';
import { moderationQueueQuery } from './get-moderation-queue';

export function useDecideHeldProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: ModerationDecisionRequest }) =>
      callApi(moderationEndpoints.decide, { id, ...decision }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationQueueQuery().queryKey }),
        invalidateAuditLog(queryClient),
      ]),
  });
}
