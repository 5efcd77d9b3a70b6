import type { FastifyInstance } from 'fastify';
import { supportEndpoints } from '../../../contract/endpoints/support.js';
import {
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
} from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { enforceAiRateLimit } from '../../lib/ai-rate-limit.js';
import { routesFor } from '../auth/current-user.js';
import { closeTicket, replyToTicket } from './answer-ticket.js';
import { listMyTickets } from './list-my-tickets.js';
import { listRefunds } from './list-refunds.js';
import { listSupportQueue } from './list-support-queue.js';
import { markNotHelped } from './mark-not-helped.js';
import { reviewRefund } from './review-refund.js';
import { submitSupportRequest } from './submit-support-request.js';

export async function supportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);

  signedIn(supportEndpoints.submit, { request: supportRequest, answer: supportAnswer }, async (input, { request }) => {
    await enforceAiRateLimit(ctx, 'support', { userId: input.actor.id, ip: request.ip });
    return submitSupportRequest(ctx, { ...input, now: new Date(), log: request.log });
  });

  signedIn(supportEndpoints.myTickets, { answer: myTicketList }, ({ actor }) => listMyTickets(ctx, { actor }));

  signedIn(supportEndpoints.notHelped, { request: ticketNotHelpedInput, answer: ticketState }, ({ actor, id }) =>
    markNotHelped(ctx, { actor, ticketId: id }),
  );

  signedIn(supportEndpoints.queue, { answer: adminSupportTicketList }, ({ actor }) => listSupportQueue(ctx, { actor }));

  signedIn(supportEndpoints.replyToTicket, { request: ticketReplyInput, answer: ticketState }, ({ actor, id, ...reply }) =>
    replyToTicket(ctx, { actor, ticketId: id, reply }),
  );

  signedIn(supportEndpoints.closeTicket, { request: ticketCloseInput, answer: ticketState }, ({ actor, id, ...close }) =>
    closeTicket(ctx, { actor, ticketId: id, request: close }),
  );

  signedIn(supportEndpoints.refunds, { request: adminRefundListQuery, answer: adminRefundList }, ({ actor, status }) =>
    listRefunds(ctx, { actor, status }),
  );

  signedIn(
    supportEndpoints.reviewRefund,
    { request: adminRefundDecisionInput, answer: adminRefund },
    ({ actor, id, ...decision }) => reviewRefund(ctx, { actor, refundId: id, decision, now: new Date() }),
  );
}
