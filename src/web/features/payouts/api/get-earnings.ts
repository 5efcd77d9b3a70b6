import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutsEndpoints } from '../../../../contract/endpoints/payouts';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getEarnings = () => callApi(payoutsEndpoints.earnings);

export const earningsQuery = () => queryOptions({ queryKey: apiQueryKey(payoutsEndpoints.earnings), queryFn: getEarnings });

export const useEarnings = () => useQuery(earningsQuery());
