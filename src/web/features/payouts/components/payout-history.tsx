import type { Payout } from '../../../../contract/creator';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatUsd } from '../../../lib/format';
import { HistoryState } from './history-state';

/** The spec's display rule: completed, pending and processing as themselves; anything else shows as failed. */
export function payoutStatusDisplay(status: string): { label: string; variant: 'success' | 'warning' | 'info' | 'destructive' } {
  if (status === 'completed') return { label: 'completed', variant: 'success' };
  if (status === 'pending') return { label: 'pending', variant: 'warning' };
  if (status === 'processing') return { label: 'processing', variant: 'info' };
  return { label: 'failed', variant: 'destructive' };
}

export function PayoutHistory({ payouts, loading, failed }: { payouts?: Payout[]; loading: boolean; failed: boolean }) {
  if (loading || failed || !payouts || payouts.length === 0) {
    return <HistoryState loading={loading} failed={failed || !payouts} what="payouts" empty="No payouts yet. Once your balance reaches $20.00 you can request one." />;
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[560px] text-sm">
        <caption className="sr-only">Payout history</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Requested</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Amount</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 font-medium">Payout date</th>
            <th scope="col" className="px-4 py-3 font-medium">Notes</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
