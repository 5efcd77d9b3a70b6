import type { PayoutProvider } from './payout-provider.js';

/**
 * The default when no payment processor is configured: no money moves. The payout is recorded as
 * completed in the ledger with a reference, for the operator to settle by hand (bank transfer).
 */
export function createLedgerOnlyPayouts(): PayoutProvider {
  return {
    name: 'ledger',
    async send(order) {
      return { ok: true, reference: `ledger-payout-${order.payoutId}` };
    },
  };
}
