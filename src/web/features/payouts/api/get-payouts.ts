import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payout } from '../../../../contract/creator';
import { apiJson } from '../../../lib/request';

export const getPayouts = () => apiJson<Payout[]>('GET', '/api/creator/payouts');

export const payoutsQuery = () => queryOptions({ queryKey: ['/api/creator/payouts'], queryFn: getPayouts });

export const usePayouts = () => useQuery(payoutsQuery());
