import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Product, ProductListQuery } from '../../../../contract/catalog';
import { apiJson } from '../../../lib/request';

export type ProductFilters = Partial<Pick<ProductListQuery, 'search' | 'category' | 'filter'>>;

export function getProducts(filters: ProductFilters, page: number, pageSize: number): Promise<Product[]> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.filter) params.set('filter', filters.filter);
  return apiJson<Product[]>('GET', `/api/products?${params}`);
}

/** One page of products, for short showcases. */
export const productsQuery = (filters: ProductFilters, pageSize: number) =>
  queryOptions({ queryKey: ['/api/products', filters, pageSize], queryFn: () => getProducts(filters, 1, pageSize) });

/** Products page by page; the answer is a plain list, so a full page means there may be more. */
export const productPagesQuery = (filters: ProductFilters, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: ['/api/products', 'pages', filters, pageSize],
    queryFn: ({ pageParam }) => getProducts(filters, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length === pageSize ? all.length + 1 : undefined),
  });

export const useProducts = (filters: ProductFilters, pageSize: number) => useQuery(productsQuery(filters, pageSize));
export const useProductPages = (filters: ProductFilters, pageSize: number) =>
  useInfiniteQuery(productPagesQuery(filters, pageSize));
