import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testPayoutAccounts } from '../../db/schema/payouts.js';
import { NO_ACCOUNT_REASON, type PayoutProvider } from './payout-provider.js';

/**
 * Test mode (no Stripe): each creator can connect the built-in test payout account, active at once.
 * The run "pays" it: the payout is completed with a reference naming the account, and no money moves.
 * Without an account the payout fails and its amount returns to the balance, as with Stripe.
 */
export function createTestPayouts(db: Database): PayoutProvider {
  const accountOf = async (creatorId: number) =>
    (await db.select().from(testPayoutAccounts).where(eq(testPayoutAccounts.userId, creatorId)).limit(1))[0];
  return {
    mode: 'test',
    async send(order) {
      const account = await accountOf(order.creatorId);
      if (!account) return { ok: false, reason: NO_ACCOUNT_REASON };
      // Deterministic, so sending the same payout again is the same transfer.
      return { ok: true, reference: `test-transfer-${order.payoutId}-to-${account.accountId}` };
    },
    async accountStatus(creatorId) {
      return (await accountOf(creatorId)) ? 'active' : 'not_connected';
    },
    async connectAccount(creator) {
      await db
        .insert(testPayoutAccounts)
        .values({ userId: creator.id, accountId: `test_acct_${randomBytes(8).toString('hex')}` })
        .onConflictDoNothing();
      return { onboardingUrl: null };
    },
  };
}
