import { queryOptions, useQuery } from '@tanstack/react-query';
import { supportEndpoints } from '../../../../contract/endpoints/support';
import { apiQueryKey, callApi } from '../../../lib/request';

const pending = { status: 'pending' } as const;

export const getPendingRefunds = () => callApi(supportEndpoints.refunds, pending);

export const pendingRefundsQuery = () =>
  queryOptions({ queryKey: apiQueryKey(supportEndpoints.refunds, pending), queryFn: getPendingRefunds });

export const usePendingRefunds = () => useQuery(pendingRefundsQuery());
