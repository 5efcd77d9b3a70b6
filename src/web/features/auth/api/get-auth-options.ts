import { queryOptions, useQuery } from '@tanstack/react-query';
import { authEndpoints } from '../../../../contract/endpoints/auth';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getAuthOptions = () => callApi(authEndpoints.options);

export const authOptionsQuery = () => queryOptions({ queryKey: apiQueryKey(authEndpoints.options), queryFn: getAuthOptions });

export const useAuthOptions = () => useQuery(authOptionsQuery());
