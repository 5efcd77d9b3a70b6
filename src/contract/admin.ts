import { z } from 'zod';

/** What an admin decided, named `target.verb`; each is one row in the audit log. */
export const adminAuditActions = ['product.approve', 'product.reject', 'refund.approve', 'refund.refuse'] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];
export const adminAuditTargetTypes = ['product', 'refund'] as const;
export type AdminAuditTargetType = (typeof adminAuditTargetTypes)[number];

export const AUDIT_LOG_PAGE_SIZE = 50;

/** GET /api/admin/audit-log?page=1: newest first, AUDIT_LOG_PAGE_SIZE a page. */
export const auditLogQuery = z.object({
  page: z.coerce.number({ message: 'page must be a whole number' }).int().min(1).max(100_000).default(1),
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
