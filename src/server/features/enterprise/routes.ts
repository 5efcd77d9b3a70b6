import type { FastifyInstance } from 'fastify';
import { enterpriseMetrics, enterpriseRangeQuery, enterpriseSummary } from '../../../contract/enterprise.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { getEnterpriseMetrics } from './get-enterprise-metrics.js';
import { getEnterpriseSummary } from './get-enterprise-summary.js';

export async function enterpriseRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/enterprise/metrics', async (request) => {
    const actor = await requireUser(ctx, request);
    const range = parseInput(enterpriseRangeQuery, request.query);
    return enterpriseMetrics.parse(await getEnterpriseMetrics(ctx, { actor, range }));
  });

  app.get('/api/enterprise/summary', async (request) => {
    const actor = await requireUser(ctx, request);
    const range = parseInput(enterpriseRangeQuery, request.query);
    return enterpriseSummary.parse(await getEnterpriseSummary(ctx, { actor, range }));
  });
}
