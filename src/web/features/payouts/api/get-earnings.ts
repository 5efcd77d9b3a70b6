import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorEarnings } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';

export const getEarnings = () => apiJson<CreatorEarnings>('GET', '/api/creator/earnings');

export const earningsQuery = () => queryOptions({ queryKey: ['/api/creator/earnings'], queryFn: getEarnings });

export const useEarnings = () => useQuery(earningsQuery());
