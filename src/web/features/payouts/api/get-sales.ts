import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutsEndpoints } from '../../../../contract/endpoints/payouts';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getSales = () => callApi(payoutsEndpoints.sales);

export const salesQuery = () => queryOptions({ queryKey: apiQueryKey(payoutsEndpoints.sales), queryFn: getSales });

export const useSales = () => useQuery(salesQuery());
