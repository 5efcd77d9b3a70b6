import { lazy, Suspense } from 'react';
import { useOnDemandDialog } from '../../../lib/on-demand-dialog';
import { Link } from 'wouter';
import type { Subscription } from '../../../../contract/subscriptions';
import { DownloadButton } from '../../../components/download-button';
import { ProductImage } from '../../../components/product-image';
import { ProductUpdateNote } from '../../../components/product-update-note';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { productPath } from '../../../config/paths';
import { formatDate, formatPricePer } from '../../../lib/format';

/** Where the subscription stands, in the buyer's words. */
export function subscriptionState(subscription: Subscription): string {
  const end = formatDate(subscription.currentPeriodEnd);
  switch (subscription.status) {
    case 'trialing':
      return `Trial ends on ${end} · Renews on ${end}`;
    case 'active':
      return `Renews on ${end}`;
    case 'past_due':
      return subscription.nextAttemptAt
        ? `Payment failed — we will retry on ${formatDate(subscription.nextAttemptAt)}`
        : 'Payment failed — we will retry';
    case 'canceled':
      return subscription.hasAccess ? `Access until ${end}` : `Access ended on ${end}`;
    case 'ended':
      return 'Ended';
  }
}

// The confirmation loads on the first press: My Purchases' first load carries only the button.
const CancelSubscriptionDialog = lazy(() => import('./cancel-subscription-dialog'));

const CANCELLABLE = new Set<Subscription['status']>(['trialing', 'active', 'past_due']);

export function SubscriptionCard({ subscription }: { subscription: Subscription }) {
  const { product } = subscription;
  return (
    <Card className="flex h-full flex-col overflow-hidden" data-testid="subscription-card">
      <ProductImage cover={product} alt="" />
      <CardContent className="flex flex-1 flex-col gap-3 pt-4">
        <h3 className="text-lg font-semibold">
          <Link
            href={productPath(product.id)}
            className="hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {product.title}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">{formatPricePer(subscription.price, subscription.interval)}</p>
        <p className="text-sm font-medium" data-testid="subscription-state">
          {subscriptionState(subscription)}
        </p>
        {subscription.hasAccess ? <ProductUpdateNote updatedAt={product.updatedAt} updateNote={product.updateNote} /> : null}
        <div className="mt-auto space-y-2 pt-2">
          {subscription.hasAccess ? (
            <DownloadButton
              productId={product.id}
              fileName={product.fileName}
              className="w-full"
              aria-label={`Download ${product.title}`}
            />
          ) : null}
          {CANCELLABLE.has(subscription.status) ? <CancelSubscriptionButton subscription={subscription} /> : null}
        </div>
      </CardContent>
    </Card>
  );
}

function CancelSubscriptionButton({ subscription }: { subscription: Subscription }) {
  const dialog = useOnDemandDialog();
  return (
    <>
      <Button {...dialog.trigger} variant="outline" className="w-full">
        Cancel subscription
      </Button>
      {dialog.loaded ? (
        <Suspense fallback={null}>
          <CancelSubscriptionDialog
            subscription={subscription}
            open={dialog.open}
            onOpenChange={dialog.setOpen}
            returnFocusTo={dialog.button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
