import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HealthAnswer, ReadyAnswer } from '../../../contract/health.js';
import type { AppContext } from '../../context.js';

// A load balancer's probe must get an answer even when the database is silent (dropped packets).
const READY_TIMEOUT_MS = 1_500;

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  // Alive: the process answers. Used as the bare reference route by the benchmarks too.
  app.get('/healthz', async () => ({ status: 'ok' }) satisfies HealthAnswer);
  // Ready: the database answers (the app is only built after migrations ran).
  app.get('/readyz', async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database did not answer in time')), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([ctx.db.execute(sql`select 1`), timedOut]);
      return { status: 'ready' } satisfies ReadyAnswer;
    } catch {
      return reply.code(503).send({ code: 'service_unavailable', message: 'Database not reachable' });
    } finally {
      clearTimeout(timer);
    }
  });
}
