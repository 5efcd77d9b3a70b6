import { and, eq, isNull } from 'drizzle-orm';
import Stripe from 'stripe';
import type { PayoutAccountStatus } from '../../../contract/creator.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import type { StripeSettings } from '../payments/stripe-provider.js';
import { NO_ACCOUNT_REASON, type PayoutProvider } from './payout-provider.js';

/** Stripe's word on a connected account: payable once transfers are active and payouts enabled. */
export function connectedAccountStatus(account: Stripe.Account): PayoutAccountStatus {
  return account.capabilities?.transfers === 'active' && account.payouts_enabled ? 'active' : 'pending';
}

/**
 * Pays creators by Stripe Connect transfers to their Express account, which they open through Stripe's
 * onboarding. The transfer's idempotency key is the payout id, so a batch that is re-run after a crash
 * cannot pay the same payout twice.
 */
export function createStripeConnectPayouts(
  settings: Pick<StripeSettings, 'secretKey' | 'api'>,
  db: Database,
  stripe = new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...settings.api }),
): PayoutProvider {
  const accountIdOf = async (creatorId: number) =>
    (await db.select({ account: users.stripeAccountId }).from(users).where(eq(users.id, creatorId)).limit(1))[0]?.account;
  return {
    mode: 'stripe',
    async send(order) {
      const account = await accountIdOf(order.creatorId);
      if (!account) return { ok: false, reason: NO_ACCOUNT_REASON };
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: order.amountCents,
            currency: order.currency,
            destination: account,
            metadata: { payoutId: String(order.payoutId) },
          },
          { idempotencyKey: `payout-${order.payoutId}` },
        );
        return { ok: true, reference: transfer.id };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : 'Stripe refused the transfer' };
      }
    },
    async accountStatus(creatorId) {
      const account = await accountIdOf(creatorId);
      return account ? connectedAccountStatus(await stripe.accounts.retrieve(account)) : 'not_connected';
    },
    async connectAccount(creator, urls) {
      let account = await accountIdOf(creator.id);
      if (!account) {
        // Keyed on the creator, so two requests at once get the same account from Stripe; the first id stored stays.
        const created = await stripe.accounts.create(
          {
            type: 'express',
            email: creator.email,
            capabilities: { transfers: { requested: true } },
            metadata: { userId: String(creator.id) },
          },
          { idempotencyKey: `payout-account-${creator.id}` },
        );
        await db
          .update(users)
          .set({ stripeAccountId: created.id })
          .where(and(eq(users.id, creator.id), isNull(users.stripeAccountId)));
        account = (await accountIdOf(creator.id))!;
      }
      const link = await stripe.accountLinks.create({
        account,
        type: 'account_onboarding',
        return_url: urls.returnUrl,
        refresh_url: urls.refreshUrl,
      });
      return { onboardingUrl: link.url };
    },
  };
}
