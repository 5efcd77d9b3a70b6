import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminRefund } from '../../../../contract/support';
import { apiJson } from '../../../lib/request';

export const getPendingRefunds = () => apiJson<AdminRefund[]>('GET', '/api/admin/refunds?status=pending');

export const pendingRefundsQuery = () =>
  queryOptions({ queryKey: ['/api/admin/refunds', 'pending'], queryFn: getPendingRefunds });

export const usePendingRefunds = () => useQuery(pendingRefundsQuery());
