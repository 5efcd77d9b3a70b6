import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorPage } from '../../../../contract/catalog';
import { catalogQueryKeys } from '../../../../contract/catalog-view';
import { catalogEndpoints } from '../../../../contract/endpoints/catalog';
import { hasErrorCode } from '../../../lib/api-error';
import { callApi } from '../../../lib/request';

/** A creator's public page; a 404 answers null so the page can say "Creator Not Found". */
async function getCreator(id: number): Promise<CreatorPage | null> {
  try {
    return await callApi(catalogEndpoints.creator, { id });
  } catch (error) {
    if (hasErrorCode(error, 'not_found')) return null;
    throw error;
  }
}

const creatorQuery = (id: number) => queryOptions({ queryKey: catalogQueryKeys.creator(id), queryFn: () => getCreator(id) });

export const useCreator = (id: number | undefined) => useQuery({ ...creatorQuery(id ?? 0), enabled: id !== undefined });
