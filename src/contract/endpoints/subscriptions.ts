import { endpoint } from '../endpoint.js';
import type {
  subscription,
  subscriptionLinkAnswer,
  subscriptionLinkRequest,
  subscriptionList,
  subscriptionParams,
} from '../subscriptions.js';

export const subscriptionEndpoints = {
  list: endpoint<undefined, typeof subscriptionList>('GET', '/api/subscriptions'),
  cancel: endpoint<typeof subscriptionParams, typeof subscription>('POST', '/api/subscriptions/:id/cancel'),
  // The reminder e-mail's one-click cancel link (no sign-in: the token is the proof).
  cancelByLink: endpoint<typeof subscriptionLinkRequest, typeof subscriptionLinkAnswer>(
    'POST',
    '/api/subscriptions/cancel-by-link',
  ),
};
