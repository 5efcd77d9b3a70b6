import { endpoint } from '../endpoint.js';
import type { continueListeningList, purchaseList } from '../purchases.js';

export const purchaseEndpoints = {
  list: endpoint<undefined, typeof purchaseList>('GET', '/api/purchases'),
  continueListening: endpoint<undefined, typeof continueListeningList>('GET', '/api/purchases/continue-listening'),
};
