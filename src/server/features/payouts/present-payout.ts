import type { Payout } from '../../../contract/creator.js';
import { centsToPrice } from '../../../contract/money.js';
import type { payouts } from '../../db/schema/payouts.js';

export function presentPayout(row: typeof payouts.$inferSelect, forecast: Payout['forecast'] = null): Payout {
  return {
    id: row.id,
    amount: centsToPrice(row.amountCents),
    status: row.status,
    payoutDate: row.payoutDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    notes: row.notes,
    forecast,
  };
}
