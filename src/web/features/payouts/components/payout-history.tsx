import type { Payout } from '../../../../contract/creator';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatUsd, formatWeekdayDate } from '../../../lib/format';
import { payoutStatusDisplay } from '../payout-status';
import { ListState } from '../../../components/list-state';
import { HistoryTable } from './history-table';

/** What a refund since the request will do to a pending payout on its Friday, said at once. */
function forecastText(payout: Payout): string | null {
  if (!payout.forecast) return null;
  const when = formatWeekdayDate(payout.payoutDate);
  return payout.forecast.outcome === 'reduced'
    ? `Will be reduced to ${formatUsd(payout.forecast.amount)} on ${when}: refunds since the request lowered your earnings.`
    : `Will be cancelled on ${when}: refunds since the request leave ${formatUsd(payout.forecast.amount)} payable, under the minimum.`;
}

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
      testId="payout-row"
      columns={[
        { label: 'Requested', nowrap: true },
        { label: 'Amount', numeric: true, strong: true },
        { label: 'Status' },
        { label: 'Payout date', nowrap: true },
        { label: 'Notes' },
      ]}
      rows={payouts.map((payout) => {
        const status = payoutStatusDisplay(payout.status);
        const forecast = forecastText(payout);
        return {
          key: payout.id,
          cells: [
            formatDate(payout.createdAt),
            formatUsd(payout.amount),
            <Badge key="status" variant={status.variant} className="capitalize">
              {status.label}
            </Badge>,
            formatDate(payout.payoutDate),
            <span key="notes" className="text-muted-foreground">
              {forecast ? <strong className="block font-medium text-amber-800 dark:text-amber-200">{forecast}</strong> : null}
              {payout.notes ?? ''}
            </span>,
          ],
        };
      })}
    />
  );
}
