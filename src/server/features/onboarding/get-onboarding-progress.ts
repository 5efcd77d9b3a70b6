import { eq, sql } from 'drizzle-orm';
import { CREATOR_ONBOARDING_STEPS, type CreatorOnboardingStep, type OnboardingProgress } from '../../../contract/onboarding.js';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../auth/present-user.js';
import { products } from '../../db/schema/catalog.js';
import { sales } from '../../db/schema/commerce.js';
import { creatorOnboarding } from '../../db/schema/onboarding.js';

/**
 * How far the creator's own work has taken them through the guide: a step whose work is done counts as
 * done with every step before it (a creator who has sold has welcomed themselves, set a price and launched).
 * A product uploaded (published or held for review) is the first product with its price (every product
 * carries one); a sale means it was launched.
 */
async function stepsWorkDone(ctx: AppContext, userId: number): Promise<number> {
  const [made] = await ctx.db
    .select({
      anyProduct: sql<boolean>`count(*) > 0`,
      sold: sql<boolean>`exists (select 1 from ${sales} where ${sales.creatorId} = ${userId} and ${sales.kind} = 'sale')`,
    })
    .from(products)
    .where(eq(products.creatorId, userId));
  const furthest: CreatorOnboardingStep | undefined = made?.sold ? 'launch' : made?.anyProduct ? 'pricing' : undefined;
  return furthest ? CREATOR_ONBOARDING_STEPS.indexOf(furthest) + 1 : 0;
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
  const done = Math.max(row?.currentStep ?? 0, await stepsWorkDone(ctx, userId));
  const completedSteps = CREATOR_ONBOARDING_STEPS.slice(0, done);
  // With every step done the guide rests on its last one.
  const currentStep = CREATOR_ONBOARDING_STEPS.find((step) => !completedSteps.includes(step)) ?? 'launch';
  return { progress: { currentStep, completedSteps }, shouldShow: !(row?.hidden ?? false) };
}
