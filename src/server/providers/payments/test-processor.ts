import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testPaymentIntents } from '../../db/schema/commerce.js';
import { CardDeclinedError, type PaymentProvider } from './payment-provider.js';
import { checkTestCard } from './test-cards.js';

export interface TestPaymentProcessor extends PaymentProvider {
  readonly name: 'test';
  /**
   * Pays the intent behind `clientSecret` with a test card, as Stripe.js's confirmCardPayment would.
   * Undefined when no intent of this user has that secret; throws CardDeclinedError on a decline.
   */
  confirmCard(input: {
    userId: number;
    clientSecret: string;
    cardNumber: string;
    expiry: string;
    cvc: string;
  }): Promise<{ id: string } | undefined>;
}

export function isTestProcessor(provider: PaymentProvider): provider is TestPaymentProcessor {
  return provider.name === 'test';
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

/** The built-in test-mode processor: intents are rows in test_payment_intents, no money moves. */
export function createTestPaymentProcessor(db: Database): TestPaymentProcessor {
  return {
    name: 'test',
    publishableKey: null,

    async createIntent({ userId, amountCents, currency, productIds }) {
      const id = randomId('pi_test');
      const clientSecret = `${id}_secret_${crypto.randomBytes(12).toString('hex')}`;
      await db.insert(testPaymentIntents).values({ id, clientSecret, userId, amountCents, currency, productIds });
      return { id, clientSecret };
    },

    async retrieve(id) {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id));
      if (!row) return undefined;
      return {
        id: row.id,
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        userId: row.userId,
        productIds: row.productIds,
      };
    },

    async refund(paymentId, amountCents) {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, paymentId));
      if (row?.status !== 'succeeded') throw new Error(`Test payment ${paymentId} has not succeeded and cannot be refunded`);
      if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents > row.amountCents) {
        throw new Error(`Refund of ${amountCents} cents is outside payment ${paymentId} of ${row.amountCents} cents`);
      }
      await db
        .update(testPaymentIntents)
        .set({ refundedAt: sql`coalesce(${testPaymentIntents.refundedAt}, now())`, updatedAt: new Date() })
        .where(eq(testPaymentIntents.id, paymentId));
      return { refundId: randomId('re_test') };
    },

    parseWebhook() {
      // Test mode settles synchronously on confirmation; nothing ever calls back.
      throw new Error('The test-mode processor sends no webhooks');
    },

    async confirmCard({ userId, clientSecret, ...card }) {
      const [intent] = await db
        .select()
        .from(testPaymentIntents)
        .where(and(eq(testPaymentIntents.clientSecret, clientSecret), eq(testPaymentIntents.userId, userId)));
      if (!intent) return undefined;
      // Confirming a paid intent again changes nothing (a double-clicked Pay button).
      if (intent.status === 'succeeded') return { id: intent.id };
      if (intent.status === 'canceled')
        throw new CardDeclinedError('This payment was canceled. Please start checkout again.', 'payment_intent_unexpected_state');

      const check = checkTestCard(card);
      if (!check.ok) {
        await db
          .update(testPaymentIntents)
          .set({ lastError: check.code, updatedAt: new Date() })
          .where(eq(testPaymentIntents.id, intent.id));
        throw new CardDeclinedError(check.message, check.code);
      }
      await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', lastError: null, updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, intent.id), eq(testPaymentIntents.status, 'requires_payment_method')));
      return { id: intent.id };
    },
  };
}
