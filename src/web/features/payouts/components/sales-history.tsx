import type { CreatorSale } from '../../../../contract/creator';
import { Badge } from '../../../components/ui/badge';
import { formatDate, formatUsd } from '../../../lib/format';
import { HistoryState } from './history-state';

export function SalesHistory({ sales, loading, failed }: { sales?: CreatorSale[]; loading: boolean; failed: boolean }) {
  if (loading || failed || !sales || sales.length === 0) {
    return <HistoryState loading={loading} failed={failed || !sales} what="sales" empty="No sales yet. When someone buys your product, each sale appears here with its fees." />;
  }
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[640px] text-sm">
        <caption className="sr-only">Sales history</caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Date</th>
            <th scope="col" className="px-4 py-3 font-medium">Product</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Amount</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Platform fee</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Processing fee</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">Your earnings</th>
          </tr>
        </thead>
        <tbody>
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
        </tbody>
      </table>
    </div>
  );
}
