import type { FastifyInstance } from 'fastify';
import {
  adminUser,
  adminUserList,
  adminUserParams,
  adminUserSearchQuery,
  auditLogPage,
  auditLogQuery,
  twoFactorResetRequest,
  userSuspensionRequest,
} from '../../../contract/admin.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { findUsers } from './find-users.js';
import { resetUserTwoFactor } from './reset-user-two-factor.js';
import { listAuditLog } from './list-audit-log.js';
import { setUserSuspension } from './set-user-suspension.js';

export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/admin/audit-log', async (request) => {
    const actor = await requireUser(ctx, request);
    const { page } = parseInput(auditLogQuery, request.query);
    return auditLogPage.parse(await listAuditLog(ctx, { actor, page }));
  });

  app.get('/api/admin/users', async (request) => {
    const actor = await requireUser(ctx, request);
    const { email } = parseInput(adminUserSearchQuery, request.query);
    return adminUserList.parse(await findUsers(ctx, { actor, email }));
  });

  app.post('/api/admin/users/:id/suspension', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(adminUserParams, request.params);
    const change = parseInput(userSuspensionRequest, request.body);
    return adminUser.parse(await setUserSuspension(ctx, { actor, userId: id, request: change }));
  });

  app.post('/api/admin/users/:id/two-factor-reset', async (request) => {
    const actor = await requireUser(ctx, request);
    const { id } = parseInput(adminUserParams, request.params);
    const reset = parseInput(twoFactorResetRequest, request.body);
    return adminUser.parse(await resetUserTwoFactor(ctx, { actor, userId: id, request: reset }));
  });
}
