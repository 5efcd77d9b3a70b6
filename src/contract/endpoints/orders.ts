import type { orderParams } from '../checkout.js';
import { endpoint } from '../endpoint.js';
import type { invoice, orderList } from '../orders.js';

export const orderEndpoints = {
  list: endpoint<undefined, typeof orderList>('GET', '/api/orders'),
  invoice: endpoint<typeof orderParams, typeof invoice>('GET', '/api/orders/:paymentIntentId/invoice'),
};
