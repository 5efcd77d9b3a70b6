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

/** Asked for once `wanted` (the product page: when the section comes near the screen). */
export const useRelatedProducts = (id: number, wanted = true) => useQuery({ ...relatedProductsQuery(id), enabled: wanted });
