import type { FastifyRequest } from 'fastify';
import type { ConnectPayoutAccountAnswer, PayoutAccount } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { getTwoFactorStatus, requireTwoFactorCode } from '../account/two-factor.js';
import { assertEmailVerified } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';

export async function getPayoutAccount(ctx: AppContext, { actor }: { actor: UserRow }): Promise<PayoutAccount> {
  const [status, twoFactor] = await Promise.all([ctx.payouts.accountStatus(actor.id), getTwoFactorStatus(ctx, { actor })]);
  return { mode: ctx.payouts.mode, status, twoFactorEnrolled: twoFactor.enrolled };
}

/** Where Stripe sends the creator back: this app's earnings page, at PUBLIC_URL or the address the request came to. */
export function onboardingUrls(ctx: AppContext, request: FastifyRequest) {
  const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return { returnUrl: `${origin}/earnings?payout-account=return`, refreshUrl: `${origin}/earnings?payout-account=refresh` };
}

/**
 * Connects (or, with Stripe, continues or replaces the details of) the creator's payout account. Payout
 * details change only with a current two-factor code: a stolen session alone cannot redirect payouts.
 */
export async function connectPayoutAccount(
  ctx: AppContext,
  { actor, code, urls }: { actor: UserRow; code: string; urls: { returnUrl: string; refreshUrl: string } },
): Promise<ConnectPayoutAccountAnswer> {
  assertEmailVerified(actor);
  await requireTwoFactorCode(ctx, { actor, code });
  const { onboardingUrl } = await ctx.payouts.connectAccount({ id: actor.id, email: actor.email }, urls);
  return { account: await getPayoutAccount(ctx, { actor }), onboardingUrl };
}
