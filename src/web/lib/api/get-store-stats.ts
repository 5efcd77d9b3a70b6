import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogQueryKeys } from '../../../contract/catalog-view';
import { catalogEndpoints } from '../../../contract/endpoints/catalog';
import { callApi } from '../request';

export const getStoreStats = () => callApi(catalogEndpoints.stats);

export const storeStatsQuery = () => queryOptions({ queryKey: catalogQueryKeys.stats(), queryFn: getStoreStats });

/** The shop's live figures for the stats strips; drawn pages bring them in their first view. */
export const useStoreStats = () => useQuery(storeStatsQuery());
