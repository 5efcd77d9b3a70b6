import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatorOnboardingStep, OnboardingProgress } from '../../../../contract/onboarding';
import { apiJson } from '../../../lib/request';
import { onboardingProgressQuery } from './get-onboarding-progress';

export type OnboardingChange = { action: 'advance'; step: CreatorOnboardingStep } | { action: 'hide' } | { action: 'show' };

/** "Done", close and "Creator Guide": each answers the new progress, which replaces the cached one. */
export function useUpdateOnboardingProgress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OnboardingChange) =>
      apiJson<OnboardingProgress>(
        'POST',
        `/api/onboarding/progress/${change.action}`,
        change.action === 'advance' ? { step: change.step } : undefined,
      ),
    onSuccess: (progress) => queryClient.setQueryData(onboardingProgressQuery().queryKey, progress),
  });
}
