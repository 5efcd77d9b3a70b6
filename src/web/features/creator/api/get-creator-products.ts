import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorProduct } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';

export const getCreatorProducts = () => apiJson<CreatorProduct[]>('GET', '/api/creator/products');

export const creatorProductsQuery = () => queryOptions({ queryKey: ['/api/creator/products'], queryFn: getCreatorProducts });

export const useCreatorProducts = (enabled = true) => useQuery({ ...creatorProductsQuery(), enabled });
