import { queryOptions, useQuery } from '@tanstack/react-query';
import { payoutsEndpoints } from '../../../../contract/endpoints/payouts';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getPayouts = () => callApi(payoutsEndpoints.payouts);

export const payoutsQuery = () => queryOptions({ queryKey: apiQueryKey(payoutsEndpoints.payouts), queryFn: getPayouts });

export const usePayouts = () => useQuery(payoutsQuery());
