import { sql } from 'drizzle-orm';
import type { OnboardingProgress } from '../../../contract/onboarding.js';
import type { AppContext } from '../../context.js';
import { creatorOnboarding } from '../../db/schema/onboarding.js';
import { getOnboardingProgress } from './get-onboarding-progress.js';

/** Closing the guide (hidden) or reopening it with "Creator Guide"; remembered for every device. */
export async function setOnboardingVisibility(
  ctx: AppContext,
  { userId, hidden }: { userId: number; hidden: boolean },
): Promise<OnboardingProgress> {
  await ctx.db
    .insert(creatorOnboarding)
    .values({ userId, hidden })
    .onConflictDoUpdate({ target: creatorOnboarding.userId, set: { hidden, updatedAt: sql`now()` } });
  return getOnboardingProgress(ctx, userId);
}
