import { queryOptions, useQuery } from '@tanstack/react-query';
import { creatorEndpoints } from '../../../../contract/endpoints/creator';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getCreatorProducts = () => callApi(creatorEndpoints.products);

export const creatorProductsQuery = () =>
  queryOptions({ queryKey: apiQueryKey(creatorEndpoints.products), queryFn: getCreatorProducts });

export const useCreatorProducts = (enabled = true) => useQuery({ ...creatorProductsQuery(), enabled });
