import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/auth.js';
import type { PayoutProvider } from './payout-provider.js';

/**
 * Pays creators by Stripe Connect transfers to their connected account. The idempotency key is the
 * payout id, so a batch that is re-run after a crash cannot pay the same payout twice.
 */
export function createStripeConnectPayouts(
  secretKey: string,
  db: Database,
  stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 }),
): PayoutProvider {
  return {
    name: 'stripe-connect',
    async send(order) {
      const [creator] = await db
        .select({ account: users.stripeAccountId })
        .from(users)
        .where(eq(users.id, order.creatorId))
        .limit(1);
      if (!creator?.account)
        return { ok: false, reason: 'No Stripe account is connected for payouts. Connect one, then request the payout again.' };
      try {
        const transfer = await stripe.transfers.create(
          {
            amount: order.amountCents,
            currency: order.currency,
            destination: creator.account,
            metadata: { payoutId: String(order.payoutId) },
          },
          { idempotencyKey: `payout-${order.payoutId}` },
        );
        return { ok: true, reference: transfer.id };
      } catch (error) {
        return { ok: false, reason: error instanceof Error ? error.message : 'Stripe refused the transfer' };
      }
    },
  };
}
