import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { healthEndpoints } from '../../../contract/endpoints/health.js';
import { healthAnswer, readyAnswer } from '../../../contract/health.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';

// A load balancer's probe must get an answer even when the database is silent (dropped packets).
const READY_TIMEOUT_MS = 1_500;

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  const { open } = routesFor(app, ctx);
  // Alive: the process answers. Used as the bare reference route by the benchmarks too.
  open(healthEndpoints.live, { answer: healthAnswer }, () => ({ status: 'ok' }) as const);
  // Ready: the database answers (the app is only built after migrations ran).
  open(healthEndpoints.ready, { answer: readyAnswer }, async (_input, { reply }) => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([ctx.db.execute(sql`select 1`), timedOut]);
      return { status: 'ready' } as const;
    } catch {
      return reply.code(503).send({ code: 'service_unavailable', message: 'Database not reachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
