import type { FastifyInstance } from 'fastify';
import { subscriptionEndpoints } from '../../../contract/endpoints/subscriptions.js';
import {
  subscription,
  subscriptionLinkAnswer,
  subscriptionLinkRequest,
  subscriptionList,
  subscriptionParams,
} from '../../../contract/subscriptions.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { cancelByLink } from './cancel-by-link.js';
import { cancelSubscription } from './cancel-subscription.js';
import { listSubscriptions } from './list-subscriptions.js';

export async function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn, open } = routesFor(app, ctx);
  signedIn(subscriptionEndpoints.list, { answer: subscriptionList }, ({ actor }) =>
    listSubscriptions(ctx, { actor, now: new Date() }),
  );
  signedIn(subscriptionEndpoints.cancel, { request: subscriptionParams, answer: subscription }, ({ actor, id }, { request }) =>
    cancelSubscription(ctx, { actor, id, now: new Date(), log: request.log }),
  );
  open(
    subscriptionEndpoints.cancelByLink,
    { request: subscriptionLinkRequest, answer: subscriptionLinkAnswer },
    ({ token }, { request }) => cancelByLink(ctx, { token, now: new Date(), log: request.log }),
  );
}
