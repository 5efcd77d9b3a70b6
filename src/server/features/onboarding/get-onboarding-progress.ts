import { eq, sql } from 'drizzle-orm';
import { CREATOR_ONBOARDING_STEPS, type CreatorOnboardingStep, type OnboardingProgress } from '../../../contract/onboarding.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/present-user.js';
import { products } from '../../db/schema/catalog.js';
import { creatorOnboarding } from '../../db/schema/onboarding.js';
import { isPublished } from '../catalog/present-product.js';

/** Steps whose work the creator has already done, whether or not they pressed "Done". */
async function stepsWorkDone(ctx: AppContext, userId: number): Promise<Set<CreatorOnboardingStep>> {
  const [made] = await ctx.db
    .select({
      anyProduct: sql<boolean>`count(*) > 0`,
      published: sql<boolean>`count(*) filter (where ${isPublished}) > 0`,
    })
    .from(products)
    .where(eq(products.creatorId, userId));
  const done = new Set<CreatorOnboardingStep>();
  if (made?.published) done.add('first-product');
  // Every product carries a price (a check constraint), so any product made means a price was set.
  if (made?.anyProduct) done.add('pricing');
  return done;
}

/** The signed-in creator's guide (GET /api/onboarding/progress). */
export function getOnboardingProgress(ctx: AppContext, { actor }: { actor: UserRow }): Promise<OnboardingProgress> {
  return readOnboardingProgress(ctx, actor.id);
}

/**
 * A step the guide's actions share: the guide as the creator left it, counting work already done; a creator
 * who never opened it starts at welcome.
 */
export async function readOnboardingProgress(ctx: AppContext, userId: number): Promise<OnboardingProgress> {
  const [row] = await ctx.db
    .select({ currentStep: creatorOnboarding.currentStep, hidden: creatorOnboarding.hidden })
    .from(creatorOnboarding)
    .where(eq(creatorOnboarding.userId, userId));
  const markedDone = row?.currentStep ?? 0;
  const workDone = await stepsWorkDone(ctx, userId);
  const completedSteps = CREATOR_ONBOARDING_STEPS.filter((step, index) => index < markedDone || workDone.has(step));
  // With every step done the guide rests on its last one.
  const currentStep = CREATOR_ONBOARDING_STEPS.find((step) => !completedSteps.includes(step)) ?? 'launch';
  return { progress: { currentStep, completedSteps }, shouldShow: !(row?.hidden ?? false) };
}
