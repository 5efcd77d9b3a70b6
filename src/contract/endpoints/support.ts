import { endpoint } from '../endpoint.js';
import type {
  adminRefund,
  adminRefundDecisionInput,
  adminRefundList,
  adminRefundListQuery,
  adminSupportTicketList,
  myTicketList,
  supportAnswer,
  supportRequest,
  ticketCloseInput,
  ticketNotHelpedInput,
  ticketReplyInput,
  ticketState,
} from '../support.js';

export const supportEndpoints = {
  submit: endpoint<typeof supportRequest, typeof supportAnswer>('POST', '/api/support'),
  myTickets: endpoint<undefined, typeof myTicketList>('GET', '/api/support/tickets'),
  notHelped: endpoint<typeof ticketNotHelpedInput, typeof ticketState>('POST', '/api/support/tickets/:id/not-helped'),
  queue: endpoint<undefined, typeof adminSupportTicketList>('GET', '/api/admin/support-tickets'),
  replyToTicket: endpoint<typeof ticketReplyInput, typeof ticketState>('POST', '/api/admin/support-tickets/:id/reply'),
  closeTicket: endpoint<typeof ticketCloseInput, typeof ticketState>('POST', '/api/admin/support-tickets/:id/close'),
  refunds: endpoint<typeof adminRefundListQuery, typeof adminRefundList>('GET', '/api/admin/refunds'),
  reviewRefund: endpoint<typeof adminRefundDecisionInput, typeof adminRefund>('POST', '/api/admin/refunds/:id'),
};
