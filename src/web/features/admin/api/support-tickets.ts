import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supportEndpoints } from '../../../../contract/endpoints/support';
import type { TicketCloseRequest, TicketReplyRequest } from '../../../../contract/support';
import { apiQueryKey, callApi } from '../../../lib/request';
import { invalidateAuditLog } from './get-audit-log';

export const supportTicketsQuery = () =>
  queryOptions({ queryKey: apiQueryKey(supportEndpoints.queue), queryFn: () => callApi(supportEndpoints.queue) });

export const useSupportTickets = () => useQuery(supportTicketsQuery());

/** Reply (and maybe close) or close: either way the queue and the audit log change. */
export function useAnswerTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { id: number } & ({ reply: TicketReplyRequest } | { close: TicketCloseRequest })) =>
      'reply' in action
        ? callApi(supportEndpoints.replyToTicket, { id: action.id, ...action.reply })
        : callApi(supportEndpoints.closeTicket, { id: action.id, ...action.close }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: supportTicketsQuery().queryKey }), invalidateAuditLog(queryClient)]),
  });
}
