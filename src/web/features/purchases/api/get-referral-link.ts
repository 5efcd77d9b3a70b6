import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReferralLink } from '../../../../contract/referrals';
import { apiJson } from '../../../lib/request';

export const referralLinkQuery = () =>
  queryOptions({ queryKey: ['/api/referrals'], queryFn: () => apiJson<ReferralLink>('GET', '/api/referrals') });

export const useReferralLink = (enabled: boolean) => useQuery({ ...referralLinkQuery(), enabled });
