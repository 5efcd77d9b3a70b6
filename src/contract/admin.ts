import { z } from 'zod';
import { twoFactorCode } from './auth.js';
import { pathFirst, recordIdText, wholeNumberText } from './ids.js';
import { keepsTextDirection } from './text-direction.js';

/** What an admin decided, named `target.verb`; each is one row in the audit log. */
export const adminAuditActions = [
  'product.approve',
  'product.reject',
  'refund.approve',
  'refund.refuse',
  'ticket.reply',
  'ticket.close',
  'user.suspend',
  'user.unsuspend',
  'user.two_factor_reset',
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];
export const adminAuditTargetTypes = ['product', 'refund', 'ticket', 'user'] as const;
export type AdminAuditTargetType = (typeof adminAuditTargetTypes)[number];

export const AUDIT_LOG_PAGE_SIZE = 50;

/** GET /api/admin/audit-log?page=1: newest first, AUDIT_LOG_PAGE_SIZE a page. */
export const auditLogQuery = z.object({
  page: wholeNumberText('page must be a whole number', 1, 100_000).default(1),
});

export const auditLogEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  action: z.enum(adminAuditActions),
  targetType: z.enum(adminAuditTargetTypes),
  targetId: z.number().int(),
  note: z.string().nullable(),
  actor: z.object({ id: z.number().int(), email: z.string() }),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;

export const auditLogPage = z.object({
  entries: z.array(auditLogEntry),
  page: z.number().int(),
  hasMore: z.boolean(),
});
export type AuditLogPage = z.infer<typeof auditLogPage>;

/** GET /api/admin/users?email=...: accounts whose e-mail contains the text, closest first. */
export const adminUserSearchQuery = z.object({
  email: z.string().trim().toLowerCase().min(3, 'Type at least 3 characters of the e-mail').max(254),
});

export const adminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
  isAdmin: z.boolean(),
  suspendedAt: z.string().nullable(),
  twoFactorEnrolled: z.boolean(),
  publishedProducts: z.number().int(),
  purchases: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.array(adminUser);

export const adminUserParams = z.object({ id: recordIdText('id must be a user id') });

const accountDecisionNote = z
  .string()
  .trim()
  .min(1, 'Write why, for the audit log')
  .max(1000, 'A note may be at most 1000 characters')
  .check(keepsTextDirection('A note'));

/** POST /api/admin/users/{id}/suspension: suspend (no sign-in, products hidden, payouts held) or lift it. */
export const userSuspensionRequest = z
  .object({ suspended: z.boolean({ message: 'suspended must be true or false' }), note: accountDecisionNote })
  .strict();
export type UserSuspensionRequest = z.infer<typeof userSuspensionRequest>;
/** The whole input of POST /api/admin/users/:id/suspension. */
export const userSuspensionInput = pathFirst(adminUserParams, adminUserParams.extend(userSuspensionRequest.shape).strict());

/**
 * POST /api/admin/users/{id}/two-factor-reset: removes the account's two-factor verification, for an owner
 * who lost their authenticator and proved who they are another way; they enrol again from settings.
 * It can open the way to taking the account over, so it needs a current code from the admin's own authenticator.
 */
export const twoFactorResetRequest = z.object({ note: accountDecisionNote, code: twoFactorCode }).strict();
export type TwoFactorResetRequest = z.infer<typeof twoFactorResetRequest>;
/** The whole input of POST /api/admin/users/:id/two-factor-reset. */
export const twoFactorResetInput = pathFirst(adminUserParams, adminUserParams.extend(twoFactorResetRequest.shape).strict());
