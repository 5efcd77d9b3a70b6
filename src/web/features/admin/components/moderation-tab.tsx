import type { ModerationQueueItem } from '../../../../contract/creator';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatDate, formatMegabytes, formatUsd } from '../../../lib/format';
import { useDecideHeldProduct } from '../api/decide-held-product';
import { useModerationQueue } from '../api/get-moderation-queue';
import { DecisionForm } from './decision-form';
import { QueueList } from './queue-list';
import { Fact } from './fact';

export function ModerationTab() {
  return (
    <QueueList
      query={useModerationQueue()}
      what="The moderation queue"
      empty="No products are waiting for review."
      label="Products held for review"
      renderItem={(product) => <HeldProduct product={product} />}
    />
  );
}

function HeldProduct({ product }: { product: ModerationQueueItem }) {
  const decide = useDecideHeldProduct();
  return (
    <Card data-testid="held-product">
      <CardHeader>
        <CardTitle className="text-lg">{product.title}</CardTitle>
        <p className="text-sm text-muted-foreground">
          by {product.creator.firstName} {product.creator.lastName} ({product.creator.email}), submitted{' '}
          {formatDate(product.createdAt)}
        </p>
        {product.kind === 'revision' ? (
          <p className="text-sm">
            An edit of a product on sale: buyers see “{product.currentTitle}” until this is approved; rejecting keeps that
            version.
          </p>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="rounded-md bg-secondary/60 p-3 text-sm">
          <p className="font-medium">Why it was held</p>
          <p>{product.moderationFeedback ?? 'No reason was recorded.'}</p>
        </div>
        <p className="whitespace-pre-line text-sm">{product.description}</p>
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <Fact label="Price" value={formatUsd(product.price)} />
          <Fact label="Category" value={product.category.name} />
          <Fact label="File" value={product.fileName} />
          <Fact label="File size" value={formatMegabytes(product.fileSize)} />
        </dl>
        {product.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1" aria-label="Tags">
            {product.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="secondary">{tag}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <DecisionForm
          noteLabel={`Note to the creator about “${product.title}”`}
          noteHint="The creator sees this note on their dashboard."
          choices={[
            {
              decision: 'approve',
              label: product.kind === 'revision' ? 'Approve the changes' : 'Approve and publish',
              variant: 'default',
            },
            { decision: 'reject', label: 'Reject', variant: 'destructive' },
          ]}
          pending={decide.isPending}
          error={decide.error}
          onDecide={(decision, feedback) => decide.mutate({ id: product.id, decision: { decision, feedback } })}
        />
      </CardContent>
    </Card>
  );
}
