import { sql } from 'drizzle-orm';
import type { OnboardingProgress } from '../../../contract/onboarding.js';
import type { AppContext } from '../../context.js';
import { creatorOnboarding } from '../../db/schema/onboarding.js';
import type { UserRow } from '../auth/present-user.js';
import { readOnboardingProgress } from './get-onboarding-progress.js';

export interface SetOnboardingVisibilityOptions {
  actor: UserRow;
  hidden: boolean;
}

/** Closing the guide (hidden) or reopening it with "Creator Guide"; remembered for every device. */
export async function setOnboardingVisibility(
  ctx: AppContext,
  { actor, hidden }: SetOnboardingVisibilityOptions,
): Promise<OnboardingProgress> {
  await ctx.db
    .insert(creatorOnboarding)
    .values({ userId: actor.id, hidden })
    .onConflictDoUpdate({ target: creatorOnboarding.userId, set: { hidden, updatedAt: sql`now()` } });
  return readOnboardingProgress(ctx, actor.id);
}
