import type { AdminRefund } from '../../../../contract/support';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate, formatDateTime, formatUsd } from '../../../lib/format';
import { useDecideRefund } from '../api/decide-refund';
import { usePendingRefunds } from '../api/get-pending-refunds';
import { DecisionForm } from './decision-form';
import { QueueList } from './queue-list';
import { Fact } from './fact';

export function RefundsTab() {
  return (
    <QueueList
      query={usePendingRefunds()}
      what="The refund queue"
      empty="No refunds are waiting for a decision."
      label="Refunds waiting for a decision"
      renderItem={(refund) => <PendingRefund refund={refund} />}
    />
  );
}

function PendingRefund({ refund }: { refund: AdminRefund }) {
  const decide = useDecideRefund();
  const { purchase, buyer } = refund;
  return (
    <Card data-testid="pending-refund">
      <CardHeader>
        <CardTitle className="text-lg">
          {refund.product.title}: {formatUsd(purchase.amount)}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {buyer.firstName} {buyer.lastName} ({buyer.email}) asked on {formatDate(refund.createdAt)}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-md bg-secondary/60 p-3 text-sm">
          <p className="font-medium">Why it needs a person</p>
          <p>{refund.reason}</p>
          {refund.message ? <p className="mt-2 whitespace-pre-line">“{refund.message}”</p> : null}
        </div>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Fact label="Purchased" value={formatDate(purchase.purchasedAt)} />
          <Fact label="Downloads" value={String(purchase.downloadCount)} />
        </dl>
        <section className="space-y-1 text-sm">
          <h3 className="font-medium">Download history</h3>
          {purchase.downloadedAt.length === 0 ? (
            <p className="text-muted-foreground">No downloads recorded.</p>
          ) : (
            <ul className="list-disc pl-5">
              {purchase.downloadedAt.map((time) => (
                <li key={time}>{formatDateTime(time)}</li>
              ))}
            </ul>
          )}
        </section>
        <section className="space-y-1 text-sm">
          <h3 className="font-medium">The buyer’s other refund requests</h3>
          {refund.buyerOtherRefunds.length === 0 ? (
            <p className="text-muted-foreground">None.</p>
          ) : (
            <ul className="space-y-1">
              {refund.buyerOtherRefunds.map((other) => (
                <li key={other.id} className="flex flex-wrap items-center gap-2">
                  <span>{other.productTitle}</span>
                  <span className="text-muted-foreground">{formatDate(other.createdAt)}</span>
                  <Badge variant="secondary">{other.status}</Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
        <DecisionForm
          noteLabel={`Decision note for refund ${refund.id}`}
          noteHint="Kept with the decision in the refund record and the audit log."
          choices={[
            { decision: 'approve', label: 'Approve refund', variant: 'default' },
            { decision: 'refuse', label: 'Refuse refund', variant: 'destructive' },
          ]}
          pending={decide.isPending}
          error={decide.error}
          onDecide={(decision, note) => decide.mutate({ id: refund.id, decision: { decision, note } })}
        />
      </CardContent>
    </Card>
  );
}
