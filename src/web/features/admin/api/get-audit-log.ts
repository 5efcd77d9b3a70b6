import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '../../../../contract/endpoints/admin';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getAuditLog = (page: number) => callApi(adminEndpoints.auditLog, { page });

export const auditLogQuery = (page: number) =>
  queryOptions({
    queryKey: apiQueryKey(adminEndpoints.auditLog, { page }),
    queryFn: () => getAuditLog(page),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number) => useQuery(auditLogQuery(page));

/** After a decision: every page of the log, since the decision is its newest row. */
export const invalidateAuditLog = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [adminEndpoints.auditLog.path] });
