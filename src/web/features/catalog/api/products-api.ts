import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { Product, ProductListQuery } from '../../../../contract/catalog';
import { throwIfNotOk } from '../../../lib/request';

export type ProductFilters = Partial<Pick<ProductListQuery, 'search' | 'category' | 'filter'>>;

async function fetchProducts(filters: ProductFilters, page: number, pageSize: number): Promise<Product[]> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', String(filters.category));
  if (filters.filter) params.set('filter', filters.filter);
  const response = await fetch(`/api/products?${params}`, { credentials: 'include' });
  await throwIfNotOk(response);
  return (await response.json()) as Product[];
}

/** One page of products, for short showcases. */
export function useProducts(filters: ProductFilters, pageSize: number) {
  return useQuery({ queryKey: ['/api/products', filters, pageSize], queryFn: () => fetchProducts(filters, 1, pageSize) });
}

/** Products page by page; the answer is a plain list, so a full page means there may be more. */
export function useProductPages(filters: ProductFilters, pageSize: number) {
  return useInfiniteQuery({
    queryKey: ['/api/products', 'pages', filters, pageSize],
    queryFn: ({ pageParam }) => fetchProducts(filters, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.length === pageSize ? all.length + 1 : undefined),
  });
}

/** One product; a 404 answers null so the page can say "Product Not Found". */
export function useProduct(id: number | undefined) {
  return useQuery<Product | null>({
    queryKey: ['/api/products', id],
    enabled: id !== undefined,
    queryFn: async () => {
      const response = await fetch(`/api/products/${id}`, { credentials: 'include' });
      if (response.status === 404) return null;
      await throwIfNotOk(response);
      return (await response.json()) as Product;
    },
  });
}
