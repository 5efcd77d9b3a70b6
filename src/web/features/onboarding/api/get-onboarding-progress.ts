import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OnboardingProgress } from '../../../../contract/onboarding';
import { apiJson } from '../../../lib/request';

export const onboardingProgressQuery = () =>
  queryOptions({
    queryKey: ['/api/onboarding/progress'],
    queryFn: () => apiJson<OnboardingProgress>('GET', '/api/onboarding/progress'),
  });

/** The creator guide's progress; asked for only when signed in, never retried (spec). */
export const useOnboardingProgress = (signedIn: boolean) => useQuery({ ...onboardingProgressQuery(), enabled: signedIn });
