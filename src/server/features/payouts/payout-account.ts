import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ChangeConfirmation } from '../../../contract/auth.js';
import type { ConnectPayoutAccountAnswer, PayoutAccount } from '../../../contract/creator.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/auth.js';
import { confirmationMethodOf, confirmChange } from '../account/confirm-change.js';
import { checkTwoFactorCode, getTwoFactorStatus } from '../account/two-factor.js';
import { assertEmailVerified, payoutAccountHeldUntil } from '../auth/policy.js';
import type { UserRow } from '../auth/present-user.js';
import { payoutAccountChanged } from '../email/compose-email.js';
import { queueEmail } from '../email/queue-email.js';

const DAY_MS = 86_400_000;

export interface GetPayoutAccountOptions {
  actor: UserRow;
  now: Date;
}

/** The creator's payout account: its status, how a change is confirmed and any hold on payouts as of `now`. */
export async function getPayoutAccount(ctx: AppContext, { actor, now }: GetPayoutAccountOptions): Promise<PayoutAccount> {
  const [status, twoFactor] = await Promise.all([ctx.payouts.accountStatus(actor.id), getTwoFactorStatus(ctx, { actor })]);
  return {
    mode: ctx.payouts.mode,
    status,
    twoFactorEnrolled: twoFactor.enrolled,
    confirmWith: confirmationMethodOf(actor),
    heldUntil: payoutAccountHeldUntil(actor, now)?.toISOString() ?? null,
  };
}

/** Where Stripe sends the creator back: this app's earnings page, at PUBLIC_URL or the address the request came to. */
export function onboardingUrls(ctx: AppContext, request: FastifyRequest) {
  const origin = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return { returnUrl: `${origin}/earnings?payout-account=return`, refreshUrl: `${origin}/earnings?payout-account=refresh` };
}

export interface ConnectPayoutAccountOptions {
  actor: UserRow;
  code: string;
  confirmation: ChangeConfirmation;
  urls: { returnUrl: string; refreshUrl: string };
  now: Date;
}

/**
 * Connects (or, with Stripe, continues or replaces the details of) the creator's payout account. A
 * stolen session alone cannot redirect payouts (docs/decisions/041): the change needs a current
 * two-factor code and the owner's password (or e-mailed link); the owner is e-mailed; and payouts are
 * held for PAYOUT_ACCOUNT_HOLD_DAYS, time for the owner to stop a change they did not make. The hold and
 * the e-mail are written before the processor is called, so a change never goes without them.
 */
export async function connectPayoutAccount(
  ctx: AppContext,
  { actor, code, confirmation, urls, now }: ConnectPayoutAccountOptions,
): Promise<ConnectPayoutAccountAnswer> {
  assertEmailVerified(actor);
  const spendCode = await checkTwoFactorCode(ctx, { actor, code, now });
  const useConfirmation = await confirmChange(ctx, { actor, confirmation, change: 'payout_account_change', now });
  const heldUntil = new Date(now.getTime() + ctx.config.payouts.accountHoldDays * DAY_MS);
  await ctx.db.transaction(async (tx) => {
    await useConfirmation(tx);
    await spendCode(tx);
    await tx.update(users).set({ payoutAccountHeldUntil: heldUntil }).where(eq(users.id, actor.id));
    const message = payoutAccountChanged(ctx.config.siteUrl, { firstName: actor.firstName, at: now, heldUntil });
    await queueEmail(tx, { to: actor.email, userId: actor.id, message });
  });
  const { onboardingUrl } = await ctx.payouts.connectAccount({ id: actor.id, email: actor.email }, urls);
  return { account: await getPayoutAccount(ctx, { actor: { ...actor, payoutAccountHeldUntil: heldUntil }, now }), onboardingUrl };
}
