import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { payments, testPaymentIntents } from '../../db/schema/commerce.js';

/**
 * SEAM: returns the money through the payment provider. The PaymentProvider (with
 * `refund(paymentId, amountCents, { idempotencyKey })`) arrives on `ctx.payments` from the
 * commerce-api branch; until it is merged, test-mode refunds are recorded here and Stripe payments
 * cannot be refunded automatically (the refund then goes to a person).
 */
export async function refundPayment(tx: Database, paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }> {
  const [payment] = await tx.select({ provider: payments.provider }).from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (payment?.provider !== 'test') throw new Error(`No payment provider can refund payment ${paymentId} yet`);
  await tx.update(testPaymentIntents).set({ refundedAt: new Date() }).where(eq(testPaymentIntents.id, paymentId));
  return { refundId: `test_refund_${idempotencyKey}_${amountCents}` };
}
