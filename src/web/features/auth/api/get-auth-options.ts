import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthOptions } from '../../../../contract/auth';
import { apiJson } from '../../../lib/request';

export const getAuthOptions = () => apiJson<AuthOptions>('GET', '/api/auth/options');

export const authOptionsQuery = () => queryOptions({ queryKey: ['/api/auth/options'], queryFn: getAuthOptions });

export const useAuthOptions = () => useQuery(authOptionsQuery());
