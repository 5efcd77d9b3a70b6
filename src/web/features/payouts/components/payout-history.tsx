import type { Payout } from '../../../../contract/creator';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatUsd } from '../../../lib/format';
import { payoutStatusDisplay } from '../payout-status';
import { ListState } from '../../../components/list-state';
import { HistoryTable } from './history-table';

export function PayoutHistory({ payouts, loading, failed }: { payouts?: Payout[]; loading: boolean; failed: boolean }) {
  if (loading || failed || !payouts || payouts.length === 0) {
    return (
      <ListState
        loading={loading}
        failed={failed || !payouts}
        what="Your payouts"
        empty="No payouts yet. Once your balance reaches $20.00 you can request one."
      />
    );
  }
  return (
    <HistoryTable
      caption="Payout history"
      minWidth="560px"
      columns={[
        { label: 'Requested' },
        { label: 'Amount', numeric: true },
        { label: 'Status' },
        { label: 'Payout date' },
        { label: 'Notes' },
      ]}
    >
      {payouts.map((payout) => {
        const status = payoutStatusDisplay(payout.status);
        return (
          <tr key={payout.id} className="border-t" data-testid="payout-row">
            <td className="px-4 py-3 whitespace-nowrap">{formatDate(payout.createdAt)}</td>
            <td className="px-4 py-3 text-right font-semibold">{formatUsd(payout.amount)}</td>
            <td className="px-4 py-3">
              <Badge variant={status.variant} className="capitalize">
                {status.label}
              </Badge>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDate(payout.payoutDate)}</td>
            <td className="px-4 py-3 text-muted-foreground">{payout.notes ?? ''}</td>
          </tr>
        );
      })}
    </HistoryTable>
  );
}
