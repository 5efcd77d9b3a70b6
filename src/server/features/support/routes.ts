import type { FastifyInstance } from 'fastify';
import {
  adminRefund,
  adminRefundDecisionRequest,
  adminRefundList,
  adminRefundListQuery,
  refundParams,
  adminSupportTicketList,
  myTicketList,
  supportAnswer,
  supportRequest,
  ticketCloseRequest,
  ticketParams,
  ticketReplyRequest,
} from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { enforceAiRateLimit } from '../../lib/ai-rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { closeTicket, replyToTicket } from './answer-ticket.js';
import { listMyTickets } from './list-my-tickets.js';
import { listRefunds } from './list-refunds.js';
import { listSupportQueue } from './list-support-queue.js';
import { reviewRefund } from './review-refund.js';
import { submitSupportRequest } from './submit-support-request.js';

export async function supportRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/api/support', async (request) => {
    const actor = await requireUser(ctx, request);
    const input = parseInput(supportRequest, request.body);
    await enforceAiRateLimit(ctx, 'support', { userId: actor.id, ip: request.ip });
    return supportAnswer.parse(await submitSupportRequest(ctx, { actor, ...input, log: request.log }));
  });

  app.get('/api/support/tickets', async (request) => {
    const actor = await requireUser(ctx, request);
    return myTicketList.parse(await listMyTickets(ctx, { actor }));
  });

  app.get('/api/admin/support-tickets', async (request) => {
    const actor = await requireUser(ctx, request);
    return adminSupportTicketList.parse(await listSupportQueue(ctx, { actor }));
  });

  app.post('/api/admin/support-tickets/:id/reply', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(ticketParams, request.params);
    const reply = parseInput(ticketReplyRequest, request.body);
    return replyToTicket(ctx, { actor, ticketId: id, reply });
  });

  app.post('/api/admin/support-tickets/:id/close', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(ticketParams, request.params);
    return closeTicket(ctx, { actor, ticketId: id, request: parseInput(ticketCloseRequest, request.body ?? {}) });
  });

  app.get('/api/admin/refunds', async (request) => {
    const actor = await requireUser(ctx, request);
    const { status } = parseInput(adminRefundListQuery, request.query);
    return adminRefundList.parse(await listRefunds(ctx, { actor, status }));
  });

  app.post('/api/admin/refunds/:id', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(refundParams, request.params);
    const decision = parseInput(adminRefundDecisionRequest, request.body);
    return adminRefund.parse(await reviewRefund(ctx, { actor, refundId: id, decision }));
  });
}
