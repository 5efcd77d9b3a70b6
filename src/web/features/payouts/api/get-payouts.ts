import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payout } from '../../../../contract/creator';

export const payoutsQuery = () => queryOptions<Payout[]>({ queryKey: ['/api/creator/payouts'] });

export const usePayouts = () => useQuery(payoutsQuery());
