import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HealthAnswer, ReadyAnswer } from '../../../../contract/health';
import { apiJson } from '../../../lib/request';

export const getHealth = () => apiJson<HealthAnswer>('GET', '/healthz');
export const getReadiness = () => apiJson<ReadyAnswer>('GET', '/readyz');

export const healthQuery = () => queryOptions({ queryKey: ['/healthz'], queryFn: getHealth });
export const readinessQuery = () => queryOptions({ queryKey: ['/readyz'], queryFn: getReadiness });

/** The process probe and the database probe, asked afresh each time the diagnostics page opens. */
export const useHealth = () => useQuery({ ...healthQuery(), staleTime: 0, refetchOnMount: 'always' });
export const useReadiness = () => useQuery({ ...readinessQuery(), staleTime: 0, refetchOnMount: 'always' });
