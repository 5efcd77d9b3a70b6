import { endpoint } from '../endpoint.js';
import type { advanceOnboardingRequest, onboardingProgress } from '../onboarding.js';

export const onboardingEndpoints = {
  progress: endpoint<undefined, typeof onboardingProgress>('GET', '/api/onboarding/progress'),
  advance: endpoint<typeof advanceOnboardingRequest, typeof onboardingProgress>('POST', '/api/onboarding/progress/advance'),
  hide: endpoint<undefined, typeof onboardingProgress>('POST', '/api/onboarding/progress/hide'),
  show: endpoint<undefined, typeof onboardingProgress>('POST', '/api/onboarding/progress/show'),
};
