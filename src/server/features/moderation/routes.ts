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
import { requireUser } from '../auth/current-user.js';

export async function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/moderation', async (request) => {
    const actor = await requireUser(ctx, request);
    return moderationQueue.parse(await listHeldProducts(ctx, { actor }));
  });

  app.post('/api/admin/moderation/:id', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(productIdParams, request.params);
    const decision = parseInput(moderationDecisionRequest, request.body);
    return moderationDecisionAnswer.parse(await decideHeldProduct(ctx, { actor, productId: id, decision }));
  });
}
