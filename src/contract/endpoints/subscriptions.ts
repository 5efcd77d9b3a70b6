import { endpoint } from '../endpoint.js';
import type { subscription, subscriptionList, subscriptionParams } from '../subscriptions.js';

export const subscriptionEndpoints = {
  list: endpoint<undefined, typeof subscriptionList>('GET', '/api/subscriptions'),
  cancel: endpoint<typeof subscriptionParams, typeof subscription>('POST', '/api/subscriptions/:id/cancel'),
};
