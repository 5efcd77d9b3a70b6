import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';

export async function healthRoutes(app: FastifyInstance, ctx: AppContext) {
  // Alive: the process answers. Used as the bare reference route by the benchmarks too.
  app.get('/healthz', async () => ({ status: 'ok' }));
  // Ready: the database answers (the app is only built after migrations ran).
  app.get('/readyz', async (_request, reply) => {
    try {
      await ctx.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch {
      return reply.code(503).send({ code: 'internal', message: 'Database not reachable' });
    }
  });
}
