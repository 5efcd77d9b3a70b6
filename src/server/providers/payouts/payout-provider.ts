/** One payout to send to a creator. */
export interface PayoutOrder {
  payoutId: number;
  creatorId: number;
  amountCents: number;
  currency: 'usd';
}

export type PayoutResult = { ok: true; reference: string } | { ok: false; reason: string };

/**
 * Sends creators their money. Implementations must be idempotent on payoutId: a batch interrupted
 * after sending may send the same payout again, and it must not be paid twice.
 */
export interface PayoutProvider {
  readonly name: string;
  send(order: PayoutOrder): Promise<PayoutResult>;
}
