import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '../../../../contract/admin';
import { apiJson } from '../../../lib/request';

export const getAuditLog = (page: number) => apiJson<AuditLogPage>('GET', `/api/admin/audit-log?page=${page}`);

const AUDIT_LOG_KEY = '/api/admin/audit-log';

export const auditLogQuery = (page: number) =>
  queryOptions({ queryKey: [AUDIT_LOG_KEY, page], queryFn: () => getAuditLog(page), placeholderData: keepPreviousData });

export const useAuditLog = (page: number) => useQuery(auditLogQuery(page));

/** After a decision: every page of the log, since the decision is its newest row. */
export const invalidateAuditLog = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [AUDIT_LOG_KEY] });
