import { sql } from 'drizzle-orm';
import { CREATOR_ONBOARDING_STEPS, type CreatorOnboardingStep, type OnboardingProgress } from '../../../contract/onboarding.js';
import type { AppContext } from '../../context.js';
import { creatorOnboarding } from '../../db/schema/onboarding.js';
import type { UserRow } from '../auth/present-user.js';
import { readOnboardingProgress } from './get-onboarding-progress.js';

export interface AdvanceOnboardingOptions {
  actor: UserRow;
  step: CreatorOnboardingStep;
}

/**
 * "Done" on `step`: every step up to it counts as done. Never backwards and idempotent: the stored count
 * only grows, in one statement, so a repeated or late "Done" (another device, a double click) changes nothing.
 */
export async function advanceOnboarding(ctx: AppContext, { actor, step }: AdvanceOnboardingOptions): Promise<OnboardingProgress> {
  const markedDone = CREATOR_ONBOARDING_STEPS.indexOf(step) + 1;
  await ctx.db
    .insert(creatorOnboarding)
    .values({ userId: actor.id, currentStep: markedDone })
    .onConflictDoUpdate({
      target: creatorOnboarding.userId,
      set: { currentStep: sql`greatest(${creatorOnboarding.currentStep}, excluded.current_step)`, updatedAt: sql`now()` },
    });
  return readOnboardingProgress(ctx, actor.id);
}
