import { endpoint } from '../endpoint.js';
import type { recordVisitRequest, trafficQuery, trafficReport } from '../traffic.js';

export const trafficEndpoints = {
  // Sent by the product page without needing a cookie; answers nothing, even for a visit it does not count.
  recordVisit: endpoint<typeof recordVisitRequest>('POST', '/api/traffic/views', 204),
  report: endpoint<typeof trafficQuery, typeof trafficReport>('GET', '/api/creator/traffic'),
};
