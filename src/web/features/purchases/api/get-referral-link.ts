import { queryOptions, useQuery } from '@tanstack/react-query';
import { referralsEndpoints } from '../../../../contract/endpoints/referrals';
import { apiQueryKey, callApi } from '../../../lib/request';

export const referralLinkQuery = () =>
  queryOptions({ queryKey: apiQueryKey(referralsEndpoints.link), queryFn: () => callApi(referralsEndpoints.link) });

export const useReferralLink = (enabled: boolean) => useQuery({ ...referralLinkQuery(), enabled });
