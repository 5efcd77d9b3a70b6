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
      minWidth="640px"
      columns={[
        { label: 'Date' },
        { label: 'Product' },
        { label: 'Amount', numeric: true },
        { label: 'Platform fee', numeric: true },
        { label: 'Processing fee', numeric: true },
        { label: 'Your earnings', numeric: true },
      ]}
    >
      {sales.map((sale) => (
        <tr key={sale.id} className="border-t" data-testid="sale-row">
          <td className="px-4 py-3 whitespace-nowrap">{formatDate(sale.createdAt)}</td>
          <td className="px-4 py-3">
            {sale.product.title}
            {sale.kind === 'reversal' ? (
              <Badge variant="secondary" className="ml-2">
                Refund
              </Badge>
            ) : null}
          </td>
          <td className="px-4 py-3 text-right">{formatUsd(sale.amount)}</td>
          <td className="px-4 py-3 text-right">{formatUsd(sale.platformFee)}</td>
          <td className="px-4 py-3 text-right">{formatUsd(sale.processingFee)}</td>
          <td className="px-4 py-3 text-right font-semibold">{formatUsd(sale.creatorEarnings)}</td>
        </tr>
      ))}
    </HistoryTable>
  );
}
