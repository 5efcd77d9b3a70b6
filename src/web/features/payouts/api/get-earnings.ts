import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreatorEarnings } from '../../../../contract/creator';

export const earningsQuery = () => queryOptions<CreatorEarnings>({ queryKey: ['/api/creator/earnings'] });

export const useEarnings = () => useQuery(earningsQuery());
