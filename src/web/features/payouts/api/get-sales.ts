import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorSale } from '../../../../contract/creator';

export const salesQuery = () => queryOptions<CreatorSale[]>({ queryKey: ['/api/creator/sales'] });

export const useSales = () => useQuery(salesQuery());
