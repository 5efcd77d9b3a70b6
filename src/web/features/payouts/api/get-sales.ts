import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorSale } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';

export const getSales = () => apiJson<CreatorSale[]>('GET', '/api/creator/sales');

export const salesQuery = () => queryOptions({ queryKey: ['/api/creator/sales'], queryFn: getSales });

export const useSales = () => useQuery(salesQuery());
