import type { FastifyInstance } from 'fastify';
import { moderationDecisionAnswer, moderationDecisionInput, moderationQueue } from '../../../contract/creator.js';
import { moderationEndpoints } from '../../../contract/endpoints/moderation.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { decideHeldProduct } from './decide-held-product.js';
import { listHeldProducts } from './list-held-products.js';

export async function moderationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(moderationEndpoints.queue, { answer: moderationQueue }, ({ actor }) => listHeldProducts(ctx, { actor }));
  signedIn(
    moderationEndpoints.decide,
    { request: moderationDecisionInput, answer: moderationDecisionAnswer },
    ({ actor, id, ...decision }, { request }) =>
      decideHeldProduct(ctx, { actor, productId: id, decision, now: new Date(), log: request.log }),
  );
}
