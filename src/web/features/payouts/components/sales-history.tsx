import type { CreatorSale } from '../../../../contract/creator';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatUsd } from '../../../lib/format';
import { ListState } from '../../../components/list-state';
import { HistoryTable } from './history-table';

export function SalesHistory({ sales, loading, failed }: { sales?: CreatorSale[]; loading: boolean; failed: boolean }) {
  if (loading || failed || !sales || sales.length === 0) {
    return (
      <ListState
        loading={loading}
        failed={failed || !sales}
        what="Your sales"
        empty="No sales yet. When someone buys your product, each sale appears here with its fees."
      />
    );
  }
  return (
    <HistoryTable
      caption="Sales history"
      testId="sale-row"
      columns={[
        { label: 'Date', nowrap: true },
        { label: 'Product' },
        { label: 'Amount', numeric: true },
        { label: 'Platform fee', numeric: true },
        { label: 'Processing fee', numeric: true },
        { label: 'Your earnings', numeric: true, strong: true },
      ]}
      rows={sales.map((sale) => ({
        key: sale.id,
        cells: [
          formatDate(sale.createdAt),
          <>
            {sale.product.title}
            {sale.kind === 'reversal' ? (
              <Badge variant="secondary" className="ml-2">
                Refund
              </Badge>
            ) : null}
          </>,
          formatUsd(sale.amount),
          formatUsd(sale.platformFee),
          formatUsd(sale.processingFee),
          <>
            {formatUsd(sale.creatorEarnings)}
            {sale.availableOn ? (
              <span className="block text-xs font-normal text-muted-foreground">Available {formatDate(sale.availableOn)}</span>
            ) : null}
          </>,
        ],
      }))}
    />
  );
}
