import type { FastifyInstance } from 'fastify';
import { advanceOnboardingRequest, onboardingProgress } from '../../../contract/onboarding.js';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../lib/validate.js';
import { requireUser } from '../auth/current-user.js';
import { advanceOnboarding } from './advance-onboarding.js';
import { getOnboardingProgress } from './get-onboarding-progress.js';
import { setOnboardingVisibility } from './set-onboarding-visibility.js';

/** The creator onboarding guide's progress, kept on the server so it follows the creator across devices. */
export async function onboardingRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api/onboarding/progress', async (request) => {
    const actor = await requireUser(ctx, request);
    return onboardingProgress.parse(await getOnboardingProgress(ctx, actor.id));
  });

  app.post('/api/onboarding/progress/advance', async (request) => {
    const actor = await requireUser(ctx, request);
    const { step } = parseInput(advanceOnboardingRequest, request.body);
    return onboardingProgress.parse(await advanceOnboarding(ctx, { userId: actor.id, step }));
  });

  app.post('/api/onboarding/progress/hide', async (request) => {
    const actor = await requireUser(ctx, request);
    return onboardingProgress.parse(await setOnboardingVisibility(ctx, { userId: actor.id, hidden: true }));
  });

  app.post('/api/onboarding/progress/show', async (request) => {
    const actor = await requireUser(ctx, request);
    return onboardingProgress.parse(await setOnboardingVisibility(ctx, { userId: actor.id, hidden: false }));
  });
}
