import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthEndpoints } from '../../../../contract/endpoints/health';
import { apiQueryKey, callApi } from '../../../lib/request';

export const getHealth = () => callApi(healthEndpoints.live);
export const getReadiness = () => callApi(healthEndpoints.ready);

export const healthQuery = () => queryOptions({ queryKey: apiQueryKey(healthEndpoints.live), queryFn: getHealth });
export const readinessQuery = () => queryOptions({ queryKey: apiQueryKey(healthEndpoints.ready), queryFn: getReadiness });

/** The process probe and the database probe, asked afresh each time the diagnostics page opens. */
export const useHealth = () => useQuery({ ...healthQuery(), staleTime: 0, refetchOnMount: 'always' });
export const useReadiness = () => useQuery({ ...readinessQuery(), staleTime: 0, refetchOnMount: 'always' });
