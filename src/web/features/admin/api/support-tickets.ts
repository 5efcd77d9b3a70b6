import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSupportTicket, TicketCloseRequest, TicketReplyRequest } from '../../../../contract/support';
import { apiJson } from '../../../lib/request';
import { invalidateAuditLog } from './get-audit-log';

type TicketState = { id: number; status: 'awaiting_human' | 'closed' };

export const supportTicketsQuery = () =>
  queryOptions({
    queryKey: ['/api/admin/support-tickets'],
    queryFn: () => apiJson<AdminSupportTicket[]>('GET', '/api/admin/support-tickets'),
  });

export const useSupportTickets = () => useQuery(supportTicketsQuery());

/** Reply (and maybe close) or close: either way the queue and the audit log change. */
export function useAnswerTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: { id: number } & ({ reply: TicketReplyRequest } | { close: TicketCloseRequest })) =>
      'reply' in action
        ? apiJson<TicketState>('POST', `/api/admin/support-tickets/${action.id}/reply`, action.reply)
        : apiJson<TicketState>('POST', `/api/admin/support-tickets/${action.id}/close`, action.close),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: supportTicketsQuery().queryKey }), invalidateAuditLog(queryClient)]),
  });
}
