import { endpoint } from '../endpoint.js';
import type { purchaseList } from '../purchases.js';

export const purchaseEndpoints = {
  list: endpoint<undefined, typeof purchaseList>('GET', '/api/purchases'),
};
