import type { FastifyInstance } from 'fastify';
import { trafficEndpoints } from '../../../contract/endpoints/traffic.js';
import { recordVisitRequest, trafficQuery, trafficReport } from '../../../contract/traffic.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { countTrafficEvent } from './count-traffic.js';
import { getTrafficReport } from './get-traffic-report.js';
import { createViewDeduper, isBot } from './visitor-filter.js';

// About 3 MB of hashes a day per instance; past that, reloads count as views until the next UTC day.
const MAX_VISITORS_PER_DAY = 50_000;

export async function trafficRoutes(app: FastifyInstance, ctx: AppContext) {
  const { open, signedIn } = routesFor(app, ctx);
  const deduper = createViewDeduper({ maxVisitors: MAX_VISITORS_PER_DAY });

  // Reads no cookie and keeps neither the address nor the browser: both only feed the day's salted hash.
  open(trafficEndpoints.recordVisit, { request: recordVisitRequest }, async ({ productId, source }, { request }) => {
    const userAgent = request.headers['user-agent'];
    const now = new Date();
    if (isBot(userAgent) || !deduper.firstToday({ ip: request.ip, userAgent: userAgent ?? '', productId, now })) return;
    await countTrafficEvent(ctx.db, { kind: 'view', productId, source, now });
  });

  signedIn(trafficEndpoints.report, { request: trafficQuery, answer: trafficReport }, ({ actor, period }) =>
    getTrafficReport(ctx, { actor, period, now: new Date() }),
  );
}
