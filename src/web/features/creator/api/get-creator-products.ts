import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorProduct } from '../../../../contract/creator';

export const creatorProductsQuery = () => queryOptions<CreatorProduct[]>({ queryKey: ['/api/creator/products'] });

export const useCreatorProducts = () => useQuery(creatorProductsQuery());
