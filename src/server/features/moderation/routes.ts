import type { FastifyInstance } from 'fastify';
import {
  productIdParams,
  moderationDecisionAnswer,
  moderationDecisionRequest,
  moderationQueue,
} from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { decideHeldProduct } from './decide-held-product.js';
import { listHeldProducts } from './list-held-products.js';
import { requireAdmin } from '../auth/admin.js';

export async function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/moderation', async (request) => {
    await requireAdmin(ctx, request);
    return moderationQueue.parse(await listHeldProducts(ctx));
  });

  app.post('/api/admin/moderation/:id', async (request) => {
    await requireAdmin(ctx, request);
    const { id } = parseInput(productIdParams, request.params);
    const decision = parseInput(moderationDecisionRequest, request.body);
    return moderationDecisionAnswer.parse(await decideHeldProduct(ctx, id, decision));
  });
}
