import type { FastifyInstance } from 'fastify';
import { onboardingEndpoints } from '../../../contract/endpoints/onboarding.js';
import { advanceOnboardingRequest, onboardingProgress } from '../../../contract/onboarding.js';
import type { AppContext } from '../../context.js';
import { routesFor } from '../auth/current-user.js';
import { advanceOnboarding } from './advance-onboarding.js';
import { getOnboardingProgress } from './get-onboarding-progress.js';
import { setOnboardingVisibility } from './set-onboarding-visibility.js';

/** The creator onboarding guide's progress, kept on the server so it follows the creator across devices. */
export async function onboardingRoutes(app: FastifyInstance, ctx: AppContext) {
  const { signedIn } = routesFor(app, ctx);
  const answer = { answer: onboardingProgress };
  signedIn(onboardingEndpoints.progress, answer, ({ actor }) => getOnboardingProgress(ctx, { actor }));
  signedIn(onboardingEndpoints.advance, { request: advanceOnboardingRequest, answer: onboardingProgress }, (input) =>
    advanceOnboarding(ctx, input),
  );
  signedIn(onboardingEndpoints.hide, answer, ({ actor }) => setOnboardingVisibility(ctx, { actor, hidden: true }));
  signedIn(onboardingEndpoints.show, answer, ({ actor }) => setOnboardingVisibility(ctx, { actor, hidden: false }));
}
