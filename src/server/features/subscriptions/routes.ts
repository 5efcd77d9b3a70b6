import type { FastifyInstance } from 'fastify';
import { subscription, subscriptionList, subscriptionParams } from '../../../contract/subscriptions.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { cancelSubscription } from './cancel-subscription.js';
import { listSubscriptions } from './list-subscriptions.js';

export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/subscriptions', async (request) => {
    const actor = await requireUser(ctx, request);
    return subscriptionList.parse(await listSubscriptions(ctx, { actor, now: new Date() }));
  });

  app.post('/api/subscriptions/:id/cancel', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(subscriptionParams, request.params);
    return subscription.parse(await cancelSubscription(ctx, { actor, id, now: new Date(), log: request.log }));
  });
}
