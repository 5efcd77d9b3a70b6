import { queryOptions, useQuery } from '@tanstack/react-query';
import { onboardingEndpoints } from '../../../../contract/endpoints/onboarding';
import { apiQueryKey, callApi } from '../../../lib/request';

export const onboardingProgressQuery = () =>
  queryOptions({
    queryKey: apiQueryKey(onboardingEndpoints.progress),
    queryFn: () => callApi(onboardingEndpoints.progress),
  });

/** The creator guide's progress; asked for only when signed in, never retried (spec). */
export const useOnboardingProgress = (signedIn: boolean) => useQuery({ ...onboardingProgressQuery(), enabled: signedIn });
