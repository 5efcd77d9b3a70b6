import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderEndpoints } from '../../../../contract/endpoints/orders';
import { apiQueryKey, callApi, retryUnlessUnauthorized } from '../../../lib/request';

const ordersQuery = () =>
  queryOptions({
    queryKey: apiQueryKey(orderEndpoints.list),
    queryFn: () => callApi(orderEndpoints.list),
    retry: retryUnlessUnauthorized,
  });

/** Every payment of the signed-in buyer, newest first. */
export const useOrders = (enabled: boolean) => useQuery({ ...ordersQuery(), enabled });
