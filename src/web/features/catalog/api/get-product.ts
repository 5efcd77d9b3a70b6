import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../contract/catalog';
import { catalogQueryKeys } from '../../../../contract/catalog-view';
import { catalogEndpoints } from '../../../../contract/endpoints/catalog';
import { hasErrorCode } from '../../../lib/api-error';
import { callApi } from '../../../lib/request';

/** One product; a 404 answers null so the page can say "Product Not Found". */
export async function getProduct(id: number): Promise<Product | null> {
  try {
    return await callApi(catalogEndpoints.product, { id });
  } catch (error) {
    if (hasErrorCode(error, 'not_found')) return null;
    throw error;
  }
}

export const productQuery = (id: number) =>
  queryOptions({ queryKey: catalogQueryKeys.product(id), queryFn: () => getProduct(id) });

export const useProduct = (id: number | undefined) => useQuery({ ...productQuery(id ?? 0), enabled: id !== undefined });
