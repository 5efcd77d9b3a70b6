import { endpoint } from '../endpoint.js';
import type {
  connectPayoutAccountAnswer,
  connectPayoutAccountRequest,
  creatorEarnings,
  creatorSaleList,
  ledgerExportQuery,
  payoutAccount,
  payoutList,
  requestPayoutAnswer,
} from '../creator.js';

export const payoutsEndpoints = {
  earnings: endpoint<undefined, typeof creatorEarnings>('GET', '/api/creator/earnings'),
  sales: endpoint<undefined, typeof creatorSaleList>('GET', '/api/creator/sales'),
  /** A CSV download of the creator's ledger lines (not JSON: the answer is streamed). */
  salesCsv: endpoint('GET', '/api/creator/sales.csv'),
  /** Admins only: a CSV download of every ledger line of a period. */
  ledgerCsv: endpoint<typeof ledgerExportQuery>('GET', '/api/admin/ledger.csv'),
  payouts: endpoint<undefined, typeof payoutList>('GET', '/api/creator/payouts'),
  account: endpoint<undefined, typeof payoutAccount>('GET', '/api/creator/payout-account'),
  connectAccount: endpoint<typeof connectPayoutAccountRequest, typeof connectPayoutAccountAnswer>(
    'POST',
    '/api/creator/payout-account',
  ),
  requestPayout: endpoint<undefined, typeof requestPayoutAnswer>('POST', '/api/creator/request-payout', 201),
};
