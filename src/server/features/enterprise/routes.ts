import type { FastifyInstance } from 'fastify';
import { enterpriseMetrics, enterpriseRangeQuery, enterpriseSummary } from '../../../contract/enterprise.js';
import { enterpriseEndpoints } from '../../../contract/endpoints/enterprise.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { getEnterpriseMetrics } from './get-enterprise-metrics.js';
import { getEnterpriseSummary } from './get-enterprise-summary.js';

export async function enterpriseRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(enterpriseEndpoints.metrics, { request: enterpriseRangeQuery, answer: enterpriseMetrics }, ({ actor, ...range }) =>
    getEnterpriseMetrics(ctx, { actor, range, now: new Date() }),
  );
  signedIn(enterpriseEndpoints.summary, { request: enterpriseRangeQuery, answer: enterpriseSummary }, ({ actor, ...range }) =>
    getEnterpriseSummary(ctx, { actor, range, now: new Date() }),
  );
}
