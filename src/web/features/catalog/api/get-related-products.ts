import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../contract/catalog';
import { catalogQueryKeys } from '../../../../contract/catalog-view';
import { catalogEndpoints } from '../../../../contract/endpoints/catalog';
import { callApi } from '../../../lib/request';

/** "More like this": other products of the same category or sharing a tag. */
const relatedProductsQuery = (id: number) =>
  queryOptions({
    queryKey: catalogQueryKeys.related(id),
    queryFn: (): Promise<Product[]> => callApi(catalogEndpoints.related, { id }),
  });

export const useRelatedProducts = (id: number) => useQuery(relatedProductsQuery(id));
