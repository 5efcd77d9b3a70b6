import type { FastifyInstance } from 'fastify';
import {
  adminRefund,
  adminRefundDecisionRequest,
  adminRefundList,
  adminRefundListQuery,
  refundParams,
  adminSupportTicketList,
  supportAnswer,
  supportRequest,
} from '../../../contract/support.js';
import type { AppContext } from '../../context.js';
import { enforceAiRateLimit } from '../../lib/ai-rate-limit.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
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

  app.get('/api/admin/support-tickets', async (request) => {
    const actor = await requireUser(ctx, request);
    return adminSupportTicketList.parse(await listSupportQueue(ctx, { actor }));
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
