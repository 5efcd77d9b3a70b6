import { endpoint } from '../endpoint.js';
import type {
  adminUser,
  adminUserList,
  adminUserSearchQuery,
  auditLogPage,
  auditLogQuery,
  twoFactorResetInput,
  userSuspensionInput,
} from '../admin.js';

export const adminEndpoints = {
  auditLog: endpoint<typeof auditLogQuery, typeof auditLogPage>('GET', '/api/admin/audit-log'),
  findUsers: endpoint<typeof adminUserSearchQuery, typeof adminUserList>('GET', '/api/admin/users'),
  setSuspension: endpoint<typeof userSuspensionInput, typeof adminUser>('POST', '/api/admin/users/:id/suspension'),
  resetTwoFactor: endpoint<typeof twoFactorResetInput, typeof adminUser>('POST', '/api/admin/users/:id/two-factor-reset'),
};
