import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../contract/catalog';
import { catalogQueryKeys, type ProductFilters, productListInput } from '../../../../contract/catalog-view';
import { catalogEndpoints } from '../../../../contract/endpoints/catalog';
import { callApi } from '../../../lib/request';

export function getProducts(filters: ProductFilters, page: number, pageSize: number): Promise<Product[]> {
  return callApi(catalogEndpoints.products, productListInput(filters, page, pageSize));
}

/** One page of products, for short showcases. */
export const productsQuery = (filters: ProductFilters, pageSize: number) =>
  queryOptions({ queryKey: catalogQueryKeys.products(filters, pageSize), queryFn: () => getProducts(filters, 1, pageSize) });

/** Products page by page; the answer is a plain list, so a full page means there may be more. */
export const productPagesQuery = (filters: ProductFilters, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: catalogQueryKeys.productPages(filters, pageSize),
    queryFn: ({ pageParam }) => getProducts(filters, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length === pageSize ? all.length + 1 : undefined),
  });

export const useProducts = (filters: ProductFilters, pageSize: number) => useQuery(productsQuery(filters, pageSize));
export const useProductPages = (filters: ProductFilters, pageSize: number) =>
  useInfiniteQuery(productPagesQuery(filters, pageSize));
