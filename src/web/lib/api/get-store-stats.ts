import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoreStats } from '../../../contract/catalog';
import { catalogQueryKeys, STATS_PATH } from '../../../contract/catalog-view';
import { apiJson } from '../request';

export const getStoreStats = () => apiJson<StoreStats>('GET', STATS_PATH);

export const storeStatsQuery = () => queryOptions({ queryKey: catalogQueryKeys.stats(), queryFn: getStoreStats });

/** The shop's live figures for the stats strips; drawn pages bring them in their first view. */
export const useStoreStats = () => useQuery(storeStatsQuery());
