import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/auth.js';
import { createStripeConnectPayouts } from '../../../src/server/providers/payouts/stripe-connect.js';
import { createTestBuyer } from '../../helpers/creator-factories.js';
import { fakeStripeClient } from '../../helpers/fake-stripe.js';
import { testDatabase } from '../../helpers/test-app.js';

describe('Stripe Connect payouts', () => {
  it('transfers to the creator’s connected account, keyed on the payout so it is never sent twice', async () => {
    const { db } = await testDatabase();
    const creator = await createTestBuyer(db);
    await db.update(users).set({ stripeAccountId: 'acct_123' }).where(eq(users.id, creator.id));
    const stripe = fakeStripeClient();
    const provider = createStripeConnectPayouts({ secretKey: 'sk_test_x' }, db, stripe.client);
    const result = await provider.send({ payoutId: 41, creatorId: creator.id, amountCents: 2147, currency: 'usd' });
    expect(result).toEqual({ ok: true, reference: 'tr_1' });
    expect(stripe.calls).toEqual([
      {
        params: { amount: 2147, currency: 'usd', destination: 'acct_123', metadata: { payoutId: '41' } },
        options: { idempotencyKey: 'payout-41' },
      },
    ]);
  });

  it('fails the payout with a reason when no account is connected, without calling Stripe', async () => {
    const { db } = await testDatabase();
    const creator = await createTestBuyer(db);
    const stripe = fakeStripeClient();
    const result = await createStripeConnectPayouts({ secretKey: 'sk_test_x' }, db, stripe.client).send({
      payoutId: 42,
      creatorId: creator.id,
      amountCents: 2500,
      currency: 'usd',
    });
    expect(result).toEqual({ ok: false, reason: expect.stringContaining('No payout account is connected') });
    expect(stripe.calls).toHaveLength(0);
  });

  it('passes Stripe’s refusal on as the failure reason', async () => {
    const { db } = await testDatabase();
    const creator = await createTestBuyer(db);
    await db.update(users).set({ stripeAccountId: 'acct_9' }).where(eq(users.id, creator.id));
    const result = await createStripeConnectPayouts(
      { secretKey: 'sk_test_x' },
      db,
      fakeStripeClient('Insufficient platform balance').client,
    ).send({
      payoutId: 43,
      creatorId: creator.id,
      amountCents: 2500,
      currency: 'usd',
    });
    expect(result).toEqual({ ok: false, reason: 'Insufficient platform balance' });
  });
});
