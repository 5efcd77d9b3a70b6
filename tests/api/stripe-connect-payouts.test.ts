import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/auth.js';
import { createStripeConnectPayouts } from '../../src/server/providers/payouts/stripe-connect.js';
import { createTestBuyer } from '../helpers/creator-factories.js';
import { testDatabase } from '../helpers/test-app.js';

/** Stands in for Stripe's client: records each transfer request, optionally refusing it. */
function fakeStripe(refuseWith?: string) {
  const calls: { params: Stripe.TransferCreateParams; options: Stripe.RequestOptions | undefined }[] = [];
  const client = {
    transfers: {
      async create(params: Stripe.TransferCreateParams, options?: Stripe.RequestOptions) {
        calls.push({ params, options });
        if (refuseWith) throw new Error(refuseWith);
        return { id: `tr_${calls.length}` };
      },
    },
  } as unknown as Stripe;
  return { client, calls };
}

describe('Stripe Connect payouts', () => {
  it('transfers to the creator’s connected account, keyed on the payout so it is never sent twice', async () => {
    const { db } = await testDatabase();
    const creator = await createTestBuyer(db);
    await db.update(users).set({ stripeAccountId: 'acct_123' }).where(eq(users.id, creator.id));
    const stripe = fakeStripe();
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
    const stripe = fakeStripe();
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
      fakeStripe('Insufficient platform balance').client,
    ).send({
      payoutId: 43,
      creatorId: creator.id,
      amountCents: 2500,
      currency: 'usd',
    });
    expect(result).toEqual({ ok: false, reason: 'Insufficient platform balance' });
  });
});
