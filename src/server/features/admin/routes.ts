import type { FastifyInstance } from 'fastify';
import { auditLogPage, auditLogQuery } from '../../../contract/admin.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { listAuditLog } from './list-audit-log.js';

export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/audit-log', async (request) => {
    const actor = await requireUser(ctx, request);
    const { page } = parseInput(auditLogQuery, request.query);
    return auditLogPage.parse(await listAuditLog(ctx, { actor, page }));
  });
}
