import { z } from 'zod';

/** The creator onboarding guide's steps, in order (spec: creator onboarding agent). */
export const CREATOR_ONBOARDING_STEPS = [
  'welcome',
  'profile',
  'first-product',
  'pricing',
  'community',
  'gamification',
  'launch',
] as const;
export type CreatorOnboardingStep = (typeof CREATOR_ONBOARDING_STEPS)[number];

export const creatorOnboardingStep = z.enum(CREATOR_ONBOARDING_STEPS, {
  message: `step must be one of ${CREATOR_ONBOARDING_STEPS.join(', ')}`,
});

/** POST /api/onboarding/progress/advance: the creator marks `step` done ("Done"). */
export const advanceOnboardingRequest = z.object({ step: creatorOnboardingStep }).strict();
export type AdvanceOnboardingRequest = z.infer<typeof advanceOnboardingRequest>;

/** GET /api/onboarding/progress, and the answer of advance, hide and show. */
export const onboardingProgress = z.object({
  progress: z.object({
    // The first step not done yet; the last step once every step is done.
    currentStep: creatorOnboardingStep,
    // Steps marked done, and steps whose work is already done (a published product, a price set), in guide order.
    completedSteps: z.array(creatorOnboardingStep),
  }),
  // The creator has not closed the guide (closing is remembered on the server, for every device).
  shouldShow: z.boolean(),
});
export type OnboardingProgress = z.infer<typeof onboardingProgress>;
