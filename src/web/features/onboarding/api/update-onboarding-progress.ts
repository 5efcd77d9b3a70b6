import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingEndpoints } from '../../../../contract/endpoints/onboarding';
import type { CreatorOnboardingStep } from '../../../../contract/onboarding';
import { callApi } from '../../../lib/request';
import { onboardingProgressQuery } from './get-onboarding-progress';

export type OnboardingChange = { action: 'advance'; step: CreatorOnboardingStep } | { action: 'hide' } | { action: 'show' };

const send = (change: OnboardingChange) =>
  change.action === 'advance'
    ? callApi(onboardingEndpoints.advance, { step: change.step })
    : callApi(onboardingEndpoints[change.action]);

/** "Done", close and "Creator Guide": each answers the new progress, which replaces the cached one. */
export function useUpdateOnboardingProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (progress) => queryClient.setQueryData(onboardingProgressQuery().queryKey, progress),
  });
}
