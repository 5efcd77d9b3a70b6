import type { FastifyInstance } from 'fastify';
import {
  adminUser,
  adminUserList,
  adminUserSearchQuery,
  auditLogPage,
  auditLogQuery,
  twoFactorResetInput,
  userSuspensionInput,
} from '../../../contract/admin.js';
import { adminEndpoints } from '../../../contract/endpoints/admin.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { findUsers } from './find-users.js';
import { listAuditLog } from './list-audit-log.js';
import { resetUserTwoFactor } from './reset-user-two-factor.js';
import { setUserSuspension } from './set-user-suspension.js';

export async function adminRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  signedIn(adminEndpoints.auditLog, { request: auditLogQuery, answer: auditLogPage }, (input) => listAuditLog(ctx, input));
  signedIn(adminEndpoints.findUsers, { request: adminUserSearchQuery, answer: adminUserList }, (input) => findUsers(ctx, input));
  signedIn(adminEndpoints.setSuspension, { request: userSuspensionInput, answer: adminUser }, ({ actor, id, ...change }) =>
    setUserSuspension(ctx, { actor, userId: id, request: change, now: new Date() }),
  );
  signedIn(adminEndpoints.resetTwoFactor, { request: twoFactorResetInput, answer: adminUser }, ({ actor, id, ...reset }) =>
    resetUserTwoFactor(ctx, { actor, userId: id, request: reset, now: new Date() }),
  );
}
