import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { testPaymentIntents, testPaymentMethods } from '../../db/schema/commerce.js';
import { CardDeclinedError, type PaymentProvider } from './payment-provider.js';
import { cardDigits, checkSavedTestCard, checkTestCard } from './test-cards.js';

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
  /**
   * Charges a saved card without the buyer (a renewal). The idempotency key makes a repeated call
   * answer the first call's outcome without charging again. A decline is an outcome, not an error.
   */
  chargeSavedCard(input: {
    userId: number;
    paymentMethodId: string;
    amountCents: number;
    currency: 'usd';
    productIds: number[];
    idempotencyKey: string;
    now: Date;
  }): Promise<SavedCardCharge>;
}

export type SavedCardCharge =
  | { paymentId: string; status: 'succeeded' }
  | { paymentId: string; status: 'declined'; message: string };

export function isTestProcessor(provider: PaymentProvider): provider is TestPaymentProcessor {
  return provider.name === 'test';
}

const randomId = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

/** The built-in test-mode processor: intents are rows in test_payment_intents, no money moves. */
export function createTestPaymentProcessor(db: Database): TestPaymentProcessor {
  return {
    name: 'test',
    publishableKey: null,

    async createIntent({ userId, amountCents, currency, productIds, savesCard = false }) {
      const id = randomId('pi_test');
      const clientSecret = `${id}_secret_${crypto.randomBytes(12).toString('hex')}`;
      await db.insert(testPaymentIntents).values({ id, clientSecret, userId, amountCents, currency, productIds, savesCard });
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
        ...(row.paymentMethodId ? { paymentMethodId: row.paymentMethodId } : {}),
      };
    },

    async refund(paymentId, amountCents) {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, paymentId));
      if (row?.status !== 'succeeded') throw new Error(`Test payment ${paymentId} has not succeeded and cannot be refunded`);
      // A card kept with nothing charged (a free trial's checkout): there is no money to give back.
      if (row.amountCents === 0 && amountCents === 0) return { refundId: randomId('re_test') };
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

      // Nothing charged today and the card kept for later: Stripe's SetupIntent.
      const check = checkTestCard(card, new Date(), { saveOnly: intent.savesCard && intent.amountCents === 0 });
      if (!check.ok) {
        await db
          .update(testPaymentIntents)
          .set({ lastError: check.code, updatedAt: new Date() })
          .where(eq(testPaymentIntents.id, intent.id));
        throw new CardDeclinedError(check.message, check.code);
      }
      const paymentMethodId = intent.savesCard ? randomId('pm_test') : null;
      if (paymentMethodId) {
        await db.insert(testPaymentMethods).values({
          id: paymentMethodId,
          userId,
          cardNumber: cardDigits(card.cardNumber),
          expiry: card.expiry.trim(),
        });
      }
      await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', lastError: null, paymentMethodId, updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, intent.id), eq(testPaymentIntents.status, 'requires_payment_method')));
      return { id: intent.id };
    },

    async chargeSavedCard({ userId, paymentMethodId, amountCents, currency, productIds, idempotencyKey, now }) {
      const [method] = await db
        .select()
        .from(testPaymentMethods)
        .where(and(eq(testPaymentMethods.id, paymentMethodId), eq(testPaymentMethods.userId, userId)));
      const check = method
        ? checkSavedTestCard(method, now)
        : { ok: false as const, code: 'resource_missing', message: 'The saved card no longer exists.' };
      const id = randomId('pi_test');
      // Decided before the row is written, so a second caller with the same key reads a settled outcome.
      await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${crypto.randomBytes(12).toString('hex')}`,
          userId,
          amountCents,
          currency,
          productIds,
          paymentMethodId,
          idempotencyKey,
          status: check.ok ? 'succeeded' : 'requires_payment_method',
          lastError: check.ok ? null : check.message,
        })
        .onConflictDoNothing();
      const [charge] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.idempotencyKey, idempotencyKey));
      if (!charge) throw new Error(`Test charge ${idempotencyKey} was not kept`);
      return charge.status === 'succeeded'
        ? { paymentId: charge.id, status: 'succeeded' }
        : { paymentId: charge.id, status: 'declined', message: charge.lastError ?? 'Your card was declined.' };
    },
  };
}
