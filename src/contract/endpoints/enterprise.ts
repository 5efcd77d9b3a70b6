import { endpoint } from '../endpoint.js';
import type { enterpriseMetrics, enterpriseRangeQuery, enterpriseSummary } from '../enterprise.js';

export const enterpriseEndpoints = {
  metrics: endpoint<typeof enterpriseRangeQuery, typeof enterpriseMetrics>('GET', '/api/enterprise/metrics'),
  summary: endpoint<typeof enterpriseRangeQuery, typeof enterpriseSummary>('GET', '/api/enterprise/summary'),
};
